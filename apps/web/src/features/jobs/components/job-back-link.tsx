import { ArrowLeft } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { readJobListHref } from '../job-list-params.ts';

/** "직업 목록으로": back to the exact list (filters, page) the reader came from, else the plain list. */
export function JobBackLink() {
  const location = useLocation();
  return (
    <Link
      to={readJobListHref(location.state)}
      className="inline-flex min-h-11 items-center gap-2 self-start rounded-lg pe-3 font-semibold text-primary no-underline hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-5 shrink-0" />
      직업 목록으로
    </Link>
  );
}
