import { zodResolver } from '@hookform/resolvers/zod';
import { ROOM_STATUSES, ROOM_TYPES } from '@hotel/shared/constants';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import {
  ROOM_ADMIN_MSG,
  type RoomForm,
  type RoomFormValues,
  roomForm,
  roomFormFields,
} from '@hotel/shared/schemas/rooms-admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { ApiError } from '@/lib/api';
import { saveWithFeedback } from '@/lib/save-with-feedback';
import { FormModal } from '@/ui/form-modal';
import { Input } from '@/ui/input';
import { MoneyInput } from '@/ui/money-input';
import { optionsFor, Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useSaveRoom } from '../api/save-room';
import { type PickedImage, RoomImagePicker } from './room-image-picker';

const FIELDS = roomForm.keyof().options;
const TYPE_OPTIONS = optionsFor(ROOM_TYPES);
const STATUS_OPTIONS = optionsFor(ROOM_STATUSES);

function initialValues(room: RoomDto | null): RoomForm {
  return room
    ? {
        roomNumber: room.roomNumber,
        title: room.title,
        type: room.type,
        price: String(room.price),
        originalPrice: room.originalPrice === null ? '' : String(room.originalPrice),
        status: room.status,
        description: room.description,
        features: room.features.join(', '),
      }
    : {
        roomNumber: '',
        title: '',
        type: 'double',
        price: '',
        originalPrice: '',
        status: 'available',
        description: '',
        features: '',
      };
}

/** Create or edit a room (spec §5: roomNumber, title, type, price and status required; up to 5 images). */
export function RoomFormModal({ open, room, onClose }: { open: boolean; room: RoomDto | null; onClose: () => void }) {
  const save = useSaveRoom();
  const [images, setImages] = useState<PickedImage[]>([]);
  const [imageError, setImageError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RoomForm, unknown, RoomFormValues>({
    resolver: zodResolver(roomForm),
    defaultValues: initialValues(room),
  });

  useEffect(() => {
    if (!open) return;
    reset(initialValues(room));
    setImages((room?.images ?? []).map((name) => ({ kind: 'stored' as const, name })));
    setImageError(undefined);
  }, [open, room, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const fields = roomFormFields(values);
    const keepImages = images.flatMap((img) => (img.kind === 'stored' ? [img.name] : []));
    const files = images.flatMap((img) => (img.kind === 'new' ? [img.file] : []));
    const saved = await saveWithFeedback(() => save.mutateAsync({ id: room?._id ?? null, fields, keepImages, files }), {
      saved: room ? ROOM_ADMIN_MSG.updated : ROOM_ADMIN_MSG.created,
      failed: room ? 'Failed to update room' : 'Failed to create room',
      fields: FIELDS,
      setError,
      onFailed: (error) => {
        if (error instanceof ApiError && (error.errors?.images || error.status === 413 || error.status === 415)) {
          setImageError(error.errors?.images ?? error.message);
        }
      },
    });
    if (saved) onClose();
  });

  return (
    <FormModal
      open={open}
      onClose={onClose}
      title={room ? `Edit Room ${room.roomNumber}` : 'Add Room'}
      size="xl"
      formId="room-form"
      submitLabel={room ? 'Update Room' : 'Create Room'}
      pending={save.isPending}
    >
      <form id="room-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <Input label="Room Number" autoComplete="off" error={errors.roomNumber?.message} {...register('roomNumber')} />
        <Input label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <Select label="Type" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
        <Select label="Status" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
        <MoneyInput label="Price per night ($)" error={errors.price?.message} {...register('price')} />
        <MoneyInput
          label="Original price ($)"
          optional
          hint="Above the price, the room shows a 'Save $X' badge."
          error={errors.originalPrice?.message}
          {...register('originalPrice')}
        />
        <Textarea
          label="Description"
          optional
          rows={3}
          error={errors.description?.message}
          fieldClassName="sm:col-span-2"
          {...register('description')}
        />
        <Input
          label="Features"
          optional
          hint="Separate features with commas: King bed, Rain shower, Sea view"
          error={errors.features?.message}
          fieldClassName="sm:col-span-2"
          {...register('features')}
        />
        <div className="sm:col-span-2">
          <RoomImagePicker images={images} onChange={setImages} error={imageError} onError={setImageError} />
        </div>
      </form>
    </FormModal>
  );
}
