import { zodResolver } from '@hookform/resolvers/zod';
import { TASK_PRIORITIES } from '@hotel/shared/constants';
import { type FaultBody, type FaultForm, faultBody, TASK_MSG } from '@hotel/shared/schemas/tasks';
import { Wrench } from 'lucide-react';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '@/lib/api';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Checkbox } from '@/ui/checkbox';
import { FormModal } from '@/ui/form-modal';
import { Input } from '@/ui/input';
import { optionsFor, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useFaultRooms } from './api/get-fault-rooms';
import { useReportFault } from './api/report-fault';

const FIELDS = faultBody.keyof().options;
const PRIORITY_OPTIONS = optionsFor(TASK_PRIORITIES);
const EMPTY: FaultForm = { roomId: '', description: '', priority: 'medium', takeOffSale: false };

/**
 * 'Report a fault': any room, not only the housekeeper's own. It opens a maintenance task for the managers
 * and, when ticked, takes the room off sale at once (refused while a guest is staying in it).
 */
export function ReportFault() {
  const [open, setOpen] = useState(false);
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const report = useReportFault();
  const rooms = useFaultRooms(open);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<FaultForm, unknown, FaultBody>({ resolver: zodResolver(faultBody), defaultValues: EMPTY });

  useEffect(() => {
    if (open) {
      reset(EMPTY);
      setPhoto(null);
      setPhotoError(undefined);
    }
  }, [open, reset]);

  const roomOptions = (rooms.data?.rooms ?? []).map((r) => ({
    value: r._id,
    label: r.status === 'available' ? `${r.roomNumber} · ${r.title}` : `${r.roomNumber} · ${r.title} (${r.status})`,
  }));

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await report.mutateAsync({ ...values, photo });
      notify.success(answer.message);
      setOpen(false);
    } catch (error) {
      if (error instanceof ApiError && error.errors) {
        let first = true;
        for (const [field, message] of Object.entries(error.errors)) {
          if (field === 'photo') setPhotoError(message);
          if (!(FIELDS as readonly string[]).includes(field)) continue;
          setError(field as Path<FaultForm>, { message }, { shouldFocus: first });
          first = false;
        }
      }
      notify.error(errorMessage(error, TASK_MSG.faultFailed));
    }
  });

  return (
    <>
      <Button variant="secondary" icon={<Wrench aria-hidden="true" className="size-4" />} onClick={() => setOpen(true)}>
        Report a fault
      </Button>
      <FormModal
        open={open}
        onClose={() => setOpen(false)}
        title="Report a fault"
        formId="fault-form"
        submitLabel="Report fault"
        pending={report.isPending}
      >
        <form id="fault-form" noValidate onSubmit={onSubmit} className="grid gap-4">
          <Select
            label="Room"
            placeholder="Select a room"
            options={roomOptions}
            error={errors.roomId?.message ?? (rooms.isError ? TASK_MSG.roomsFailed : undefined)}
            {...register('roomId')}
          />
          <Textarea
            label="What is wrong?"
            rows={3}
            hint="Where it is and what you saw, for the engineer."
            error={errors.description?.message}
            {...register('description')}
          />
          <Select
            label="Priority"
            options={PRIORITY_OPTIONS}
            error={errors.priority?.message}
            {...register('priority')}
          />
          <Input
            type="file"
            accept="image/*"
            label="Photo (optional)"
            hint="A picture helps the engineer bring the right part. JPEG, PNG or WebP, up to 5 MB."
            error={photoError}
            onChange={(event) => {
              setPhoto(event.currentTarget.files?.[0] ?? null);
              setPhotoError(undefined);
            }}
          />
          <Checkbox
            label="Take the room off sale now"
            description="The room is set to maintenance until the fault is fixed. Not possible while a guest is staying in it."
            error={errors.takeOffSale?.message}
            {...register('takeOffSale')}
          />
        </form>
      </FormModal>
    </>
  );
}
