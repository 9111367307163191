/**
 * The to-dos' query-key prefix, shared: the timeline's reads live under it too, so a to-do write (a new 목표일, a
 * check) refreshes the timeline with the lists.
 */
export const TODOS_QUERY_KEY = ['todos'] as const;
