import { Button } from './button';
import { Modal, type ModalProps } from './modal';

/** A dialog that shows one record, with a Close button as its footer. */
export function DetailsModal({ onClose, ...props }: Omit<ModalProps, 'footer'>) {
  return (
    <Modal
      onClose={onClose}
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
      {...props}
    />
  );
}
