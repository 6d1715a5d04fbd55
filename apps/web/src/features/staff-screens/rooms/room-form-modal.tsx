import { zodResolver } from '@hookform/resolvers/zod';
import { ROOM_STATUSES, ROOM_TYPES } from '@hotel/shared/constants';
import type { RoomDto } from '@hotel/shared/schemas/rooms';
import { ROOM_ADMIN_MSG, type RoomForm, roomForm } from '@hotel/shared/schemas/rooms-admin';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError, errorMessage } from '@/lib/api';
import { humanize } from '@/lib/format';
import { notify } from '@/lib/toast';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Modal } from '@/ui/modal';
import { Select } from '@/ui/select';
import { Textarea } from '@/ui/textarea';
import { useSaveRoom } from '../api/save-room';
import { applyServerErrors } from '../shared/server-errors';
import { type PickedImage, RoomImagePicker } from './room-image-picker';

type Values = z.output<typeof roomForm>;
const FIELDS = ['roomNumber', 'title', 'type', 'price', 'originalPrice', 'status', 'description', 'features'] as const;
const TYPE_OPTIONS = ROOM_TYPES.map((t) => ({ value: t, label: humanize(t) }));
const STATUS_OPTIONS = ROOM_STATUSES.map((s) => ({ value: s, label: humanize(s) }));

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
  } = useForm<RoomForm, unknown, Values>({ resolver: zodResolver(roomForm), defaultValues: initialValues(room) });

  useEffect(() => {
    if (!open) return;
    reset(initialValues(room));
    setImages((room?.images ?? []).map((name) => ({ kind: 'stored' as const, name })));
    setImageError(undefined);
  }, [open, room, reset]);

  const onSubmit = handleSubmit(async (values) => {
    const fields: Record<string, string> = {
      roomNumber: values.roomNumber,
      title: values.title,
      type: values.type,
      price: String(values.price),
      status: values.status,
      description: values.description,
      features: values.features,
      ...(values.originalPrice ? { originalPrice: values.originalPrice } : {}),
    };
    try {
      await save.mutateAsync({
        id: room?._id ?? null,
        fields,
        keepImages: images.flatMap((img) => (img.kind === 'stored' ? [img.name] : [])),
        files: images.flatMap((img) => (img.kind === 'new' ? [img.file] : [])),
      });
      notify.success(room ? ROOM_ADMIN_MSG.updated : ROOM_ADMIN_MSG.created);
      onClose();
    } catch (error) {
      applyServerErrors(error, FIELDS, setError);
      if (error instanceof ApiError && (error.errors?.images || error.status === 413 || error.status === 415)) {
        setImageError(error.errors?.images ?? error.message);
      }
      notify.error(errorMessage(error, room ? 'Failed to update room' : 'Failed to create room'));
    }
  });

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={room ? `Edit Room ${room.roomNumber}` : 'Add Room'}
      size="xl"
      dismissOnBackdrop={false}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" form="room-form" loading={save.isPending}>
            {room ? 'Update Room' : 'Create Room'}
          </Button>
        </>
      }
    >
      <form id="room-form" noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        <Input label="Room Number" autoComplete="off" error={errors.roomNumber?.message} {...register('roomNumber')} />
        <Input label="Title" autoComplete="off" error={errors.title?.message} {...register('title')} />
        <Select label="Type" options={TYPE_OPTIONS} error={errors.type?.message} {...register('type')} />
        <Select label="Status" options={STATUS_OPTIONS} error={errors.status?.message} {...register('status')} />
        <Input
          label="Price per night ($)"
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          error={errors.price?.message}
          {...register('price')}
        />
        <Input
          label="Original price ($)"
          optional
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
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
    </Modal>
  );
}
