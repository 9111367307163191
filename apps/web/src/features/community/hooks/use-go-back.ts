import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';

/**
 * "Go back" for a page that cannot be shown: the previous screen when the reader came from one in this app, else
 * `fallback` (a link opened in a new tab has no history here; `history.back()` would leave the site). The first
 * entry of a session is the one react-router keys 'default'.
 */
export function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    if (key !== 'default') navigate(-1);
    else navigate(fallback, { replace: true });
  }, [key, navigate, fallback]);
}
