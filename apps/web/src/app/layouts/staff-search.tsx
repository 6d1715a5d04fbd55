import { DASHBOARD_PATH, type Role } from '@hotel/shared/constants';
import { staffSearchAnswer } from '@hotel/shared/schemas/staff-search';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { api } from '@/lib/api';
import { Combobox, type ComboboxOption } from '@/ui/combobox';

/**
 * The staff side's one search box, in every desk panel's header: guests (name, e-mail, phone), stays (reference,
 * guest, room) and rooms. A stay or a guest opens the bookings list on it; a room opens the planner.
 */
export function StaffSearch({ role }: { role: Role }) {
  const [q, setQ] = useState('');
  const [, navigate] = useLocation();
  const text = q.trim();
  const results = useQuery({
    queryKey: ['front-desk', 'search', text],
    queryFn: async ({ signal }) =>
      staffSearchAnswer.parse(await api.get('/api/front-desk/search', { query: { q: text }, signal })),
    enabled: text.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const base = DASHBOARD_PATH[role];
  const bookings = (term: string) => `${base}/bookings?q=${encodeURIComponent(term)}`;
  const options: ComboboxOption[] =
    text.length < 2 || !results.data
      ? []
      : [
          ...results.data.stays.map((s) => ({
            value: `stay:${bookings(s.reference)}`,
            label: `${s.reference} · ${s.guestName}`,
            description: `Stay · room ${s.roomNumber} · ${s.checkInDate} to ${s.checkOutDate}`,
          })),
          ...results.data.guests.map((g) => ({
            value: `guest:${bookings(g.name)}:${g._id}`,
            label: g.name,
            description: `Guest${g.email ? ` · ${g.email}` : ''}${g.phone ? ` · ${g.phone}` : ''}`,
          })),
          ...results.data.rooms.map((r) => ({
            value: `room:${base}/planner:${r._id}`,
            label: `Room ${r.roomNumber}`,
            description: `Room · ${r.title}`,
          })),
        ];
  return (
    <div className="hidden w-72 md:block">
      <Combobox
        label="Search guests, stays and rooms"
        hideLabel
        placeholder="Search guests, stays, rooms"
        value=""
        options={options}
        loading={results.isFetching}
        emptyText={text.length < 2 ? 'Type at least 2 characters' : 'Nothing matches'}
        onSearch={setQ}
        onChange={(option) => {
          const [, path] = option.value.split(':');
          if (path) navigate(path);
        }}
      />
    </div>
  );
}
