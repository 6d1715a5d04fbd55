import type { DashboardBookingDto } from '@hotel/shared/schemas/guest';
import { REVIEW_COMMENT_MAX, REVIEW_MSG } from '@hotel/shared/schemas/reviews-guest';
import { type FormEvent, useState } from 'react';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Modal } from '@/ui/modal';
import { StarRatingInput } from '@/ui/star-rating-input';
import { Textarea } from '@/ui/textarea';
import { useCreateReview } from './api/create-review';

type Errors = { rating?: string; comment?: string };

/** Rate a checked-out stay from 1 to 5 stars with a few words; once per stay. */
export function ReviewDialog({ booking, onClose }: { booking: DashboardBookingDto; onClose: () => void }) {
  const create = useCreateReview();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const formId = `review-${booking._id}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const next: Errors = {};
    if (rating < 1) next.rating = REVIEW_MSG.ratingRequired;
    if (!comment.trim()) next.comment = REVIEW_MSG.commentRequired;
    else if (comment.trim().length > REVIEW_COMMENT_MAX) next.comment = REVIEW_MSG.commentTooLong;
    setErrors(next);
    if (next.rating || next.comment) {
      const first = document.querySelector<HTMLElement>(
        next.rating ? `#${CSS.escape(formId)} input[type=radio]` : `#${CSS.escape(formId)} textarea`,
      );
      first?.focus();
      return;
    }
    try {
      await create.mutateAsync({ bookingId: booking._id, rating, comment: comment.trim() });
      notify.success(REVIEW_MSG.submitted);
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors as Errors);
      notify.error(errorMessage(error, REVIEW_MSG.failed));
      if (error instanceof ApiError && error.status === 409) onClose();
    }
  };

  return (
    <Modal
      open
      onClose={() => {
        if (!create.isPending) onClose();
      }}
      dismissOnBackdrop={false}
      title="Review your stay"
      description={`${booking.roomId.title} · ${booking.checkInDate} → ${booking.checkOutDate}`}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={create.isPending}>
            Submit review
          </Button>
        </>
      }
    >
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-5">
        <StarRatingInput
          legend="Your rating"
          value={rating}
          onChange={(value) => {
            setRating(value);
            setErrors((e) => ({ ...e, rating: undefined }));
          }}
          error={errors.rating}
        />
        <Textarea
          label="Your review"
          hint={`What made the stay memorable? Up to ${REVIEW_COMMENT_MAX} characters. Your name is shown with it.`}
          rows={5}
          maxLength={REVIEW_COMMENT_MAX}
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          error={errors.comment}
        />
      </form>
    </Modal>
  );
}
