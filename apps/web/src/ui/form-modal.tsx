import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal, type ModalProps } from './modal';

export interface FormModalProps extends Pick<ModalProps, 'open' | 'onClose' | 'title' | 'size'> {
  /** The id of the <form> inside, which the footer's submit button sends. */
  formId: string;
  submitLabel: string;
  /** While saving: the submit button spins and cannot be pressed again. */
  pending: boolean;
  children: ReactNode;
}

/**
 * A dialog holding a form, with Cancel and the submit button in its footer. A click on the backdrop
 * does not close it, so typed input is not lost by a stray click.
 */
export function FormModal({ formId, submitLabel, pending, ...modal }: FormModalProps) {
  return (
    <Modal
      {...modal}
      dismissOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={modal.onClose}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={pending}>
            {submitLabel}
          </Button>
        </>
      }
    />
  );
}
