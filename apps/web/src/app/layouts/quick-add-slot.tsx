/**
 * Where the quick-add floating button ("할일 바로 추가") will live: bottom right, shown layout only. A later issue
 * builds it (features/todos) and renders it here. The footer already keeps the page's last lines clear of it
 * (`SiteFooter reserveQuickAddSpace`), so nothing is covered when it arrives.
 */
export function QuickAddSlot() {
  return null;
}
