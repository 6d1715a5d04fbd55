import { lazy, Suspense } from 'react';
import { notify } from '@/lib/toast';
import { Modal } from '@/ui/modal';

const SecondFactor = lazy(() => import('@/features/auth').then((m) => ({ default: m.SecondFactor })));

/** A signed-in staff member turns on two-step sign-in (required for admins and managers, open to all staff). */
export function TwoStepDialog({ onClose }: { onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title="Two-step sign-in" dismissOnBackdrop={false}>
      <Suspense fallback={<p role="status">Loading…</p>}>
        <SecondFactor
          stage="setup"
          onDone={() => {
            notify.success('Two-step sign-in is on: your next sign-in asks for a code');
            onClose();
          }}
        />
      </Suspense>
    </Modal>
  );
}
