/** The tooltips of the overview's figures; docs/kpis.md has the full definitions. */
export const KPI_DEFINITIONS = {
  revenue:
    'Room revenue of the nights stayed or booked in the period: each stay’s price spread evenly over its nights. Cancelled stays do not count.',
  bookings: 'Bookings made in the period (by the day they were created) that are not cancelled.',
  activeGuests:
    'Guests checked in right now. The change compares the guests in house on the last night of each period.',
  availableRooms:
    'Rooms whose status is Available right now. The change compares the rooms left unsold on the last night of each period.',
  occupancy: 'Room-nights sold ÷ room-nights available (rooms × days in the period).',
  adr: 'Average daily rate: room revenue ÷ room-nights sold — what a sold night earned on average.',
  revpar: 'Revenue per available room: room revenue ÷ room-nights available. Equals ADR × occupancy.',
} as const;
