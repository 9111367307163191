// The imperative APIs live in stores (no React needed to call them); re-exported here for one import site.
export { showAlert, showConfirm } from '../../stores/alert-store.ts';
export { dismissToast, toast } from '../../stores/toast-store.ts';
export { AlertDialogHost } from './alert-dialog.tsx';
export {
  Button,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
  buttonStyles,
  LinkButton,
  type LinkButtonProps,
} from './button.tsx';
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export { type ChipItem, Chips, type ChipsProps } from './chips.tsx';
export { cx } from './cx.ts';
export { DialogTrigger, Modal, type ModalProps } from './dialog.tsx';
export { EmptyState, type EmptyStateAction, type EmptyStateProps } from './empty-state.tsx';
export { ErrorState, type ErrorStateProps } from './error-state.tsx';
export { FieldDescription, FieldErrorText, FieldLabelText, RequiredMark } from './field-parts.tsx';
export { Pagination, type PaginationProps, pageGroup } from './pagination.tsx';
export { Select, type SelectItem, type SelectProps } from './select.tsx';
export { FullScreenSpinner, type FullScreenSpinnerProps, Spinner, type SpinnerProps } from './spinner.tsx';
export { StepSegments, type StepSegmentsProps } from './step-segments.tsx';
export { Switch, type SwitchProps } from './switch.tsx';
export { type TabItem, Tabs, type TabsProps } from './tabs.tsx';
export { TextArea, type TextAreaProps, TextField, type TextFieldProps } from './text-field.tsx';
export { ToastHost } from './toast.tsx';
export { NARROW_SCREEN_QUERY, useMediaQuery } from './use-media-query.ts';
