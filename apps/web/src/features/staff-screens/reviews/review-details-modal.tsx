import type { ReviewAdminDto } from '@hotel/shared/schemas/reviews-admin';
import { formatDate } from '@/lib/format';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { Stars } from '@/ui/stars';

export function ReviewDetailsModal({
  review,
  onClose,
  onDelete,
}: {
  review: ReviewAdminDto | null;
  onClose: () => void;
  onDelete: (r: ReviewAdminDto) => void;
}) {
  return (
    <Modal
      open={review !== null}
      onClose={onClose}
      title="Review details"
      footer={
        review && (
          <>
            <Button variant="danger" onClick={() => onDelete(review)}>
              Delete review
            </Button>
            <Button variant="secondary" onClick={onClose}>
              Close
            </Button>
          </>
        )
      }
    >
      {review && (
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-3 text-sm">
          <dt className="text-ink-muted">Guest</dt>
          <dd>{review.guest.name}</dd>
          <dt className="text-ink-muted">Room</dt>
          <dd>
            {review.room.roomNumber} · {review.room.title}
          </dd>
          <dt className="text-ink-muted">Rating</dt>
          <dd>
            <Stars value={review.rating} />
          </dd>
          <dt className="text-ink-muted">Date</dt>
          <dd className="tabular-nums">{formatDate(review.date)}</dd>
          <dt className="text-ink-muted">Comment</dt>
          <dd className="whitespace-pre-line leading-relaxed">{review.comment}</dd>
        </dl>
      )}
    </Modal>
  );
}
