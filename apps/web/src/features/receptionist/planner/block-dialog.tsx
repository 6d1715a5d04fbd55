import { ROOM_BLOCK_KINDS, type RoomBlockKind, roomBlockBody } from '@hotel/shared/schemas/room-blocks';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { humanize } from '@/lib/format';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useBlockRoom } from '../api/room-blocks';
import { longDay } from './planner-layout';

type Field = 'kind' | 'reason' | 'startDate' | 'endDate' | 'roomId';

/** Management takes the picked nights of a room off sale: out of order or out of service, with the reason. */
export function BlockDialog({
  room,
  startDate,
  endDate,
  onClose,
}: {
  room: { _id: string; roomNumber: string };
  startDate: string;
  endDate: string;
  onClose: () => void;
}) {
  const block = useBlockRoom();
  const [kind, setKind] = useState<RoomBlockKind>('out-of-order');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { roomId: room._id, startDate, endDate, kind, reason };
    const checked = roomBlockBody.safeParse(body);
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    block.mutate(body, {
      onSuccess: onClose,
      onError: (error) => {
        if (error instanceof ApiError && error.errors) setErrors(error.errors as Partial<Record<Field, string>>);
        setProblem(errorMessage(error, 'The room could not be taken off sale'));
      },
    });
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={`Take room ${room.roomNumber} off sale`}
      description={`${longDay(startDate)} to ${longDay(endDate)}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="planner-block" loading={block.isPending}>
            Take off sale
          </Button>
        </>
      }
    >
      <form id="planner-block" noValidate onSubmit={submit} aria-label="Take the room off sale" className="grid gap-4">
        <Select
          label="Why"
          value={kind}
          options={ROOM_BLOCK_KINDS.map((k) => ({ value: k, label: humanize(k) }))}
          error={errors.kind}
          onChange={(e) => setKind(e.target.value as RoomBlockKind)}
        />
        <Textarea
          label="Reason (shown on the planner)"
          rows={2}
          value={reason}
          error={errors.reason ?? errors.startDate ?? errors.endDate}
          onChange={(e) => setReason(e.target.value)}
        />
        {problem && (
          <p role="alert" className="text-sm text-danger-ink">
            {problem}
          </p>
        )}
      </form>
    </Modal>
  );
}
