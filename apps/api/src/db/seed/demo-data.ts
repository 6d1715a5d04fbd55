/** The Aurelia, the demo hotel: its people, rooms, and words. Plain constants; seed.ts turns them into rows. */
import type { RoomType } from '@hotel/shared';

export const DEMO_PASSWORD = 'demo1234';
/** Fixed seed of the PRNG: everything but the dates is the same on every run. */
export const PRNG_SEED = 0x41757265; // "Aure"

export interface DemoUser {
  key: string;
  name: string;
  email: string;
  role: 'admin' | 'manager' | 'receptionist' | 'housekeeping' | 'guest';
  /** Staff: a work phone. */
  contact?: string;
  /** Guests: a personal phone. */
  phone?: string;
}

export const STAFF: DemoUser[] = [
  { key: 'admin', name: 'Eleanor Whitcombe', email: 'admin@hotel.test', role: 'admin', contact: '+1 (415) 555-0101' },
  {
    key: 'manager',
    name: 'Julian Ashford',
    email: 'manager@hotel.test',
    role: 'manager',
    contact: '+1 (415) 555-0102',
  },
  {
    key: 'receptionist',
    name: 'Sofia Marchetti',
    email: 'receptionist@hotel.test',
    role: 'receptionist',
    contact: '+1 (415) 555-0103',
  },
  {
    key: 'housekeeping',
    name: 'Rosa Delgado',
    email: 'housekeeping@hotel.test',
    role: 'housekeeping',
    contact: '+1 (415) 555-0104',
  },
  {
    key: 'housekeeping2',
    name: 'Mateo Alvarez',
    email: 'housekeeping2@hotel.test',
    role: 'housekeeping',
    contact: '+1 (415) 555-0105',
  },
];

export const DEMO_GUEST: DemoUser = {
  key: 'guest',
  name: 'Olivia Bennett',
  email: 'guest@hotel.test',
  role: 'guest',
  phone: '+1 (212) 555-0148',
};

export const OTHER_GUESTS: DemoUser[] = [
  {
    key: 'thornton',
    name: 'James Thornton',
    email: 'james.thornton@example.com',
    role: 'guest',
    phone: '+44 20 7946 0321',
  },
  {
    key: 'laurent',
    name: 'Amélie Laurent',
    email: 'amelie.laurent@example.com',
    role: 'guest',
    phone: '+33 1 84 88 42 17',
  },
  {
    key: 'tanaka',
    name: 'Hiroshi Tanaka',
    email: 'hiroshi.tanaka@example.com',
    role: 'guest',
    phone: '+81 3 5550 4821',
  },
  {
    key: 'davies',
    name: 'Charlotte Davies',
    email: 'charlotte.davies@example.com',
    role: 'guest',
    phone: '+1 (310) 555-0187',
  },
  { key: 'moreno', name: 'Rafael Moreno', email: 'rafael.moreno@example.com', role: 'guest', phone: '+34 912 55 0634' },
  {
    key: 'fontaine',
    name: 'Isabelle Fontaine',
    email: 'isabelle.fontaine@example.com',
    role: 'guest',
    phone: '+1 (514) 555-0119',
  },
  {
    key: 'okafor',
    name: 'Daniel Okafor',
    email: 'daniel.okafor@example.com',
    role: 'guest',
    phone: '+1 (646) 555-0173',
  },
  {
    key: 'weiss',
    name: 'Sebastian Weiss',
    email: 'sebastian.weiss@example.com',
    role: 'guest',
    phone: '+49 30 5558 2290',
  },
];

export type ViewKind = 'city' | 'sea' | 'mountains' | 'garden';

export interface DemoRoom {
  roomNumber: string;
  type: RoomType;
  title: string;
  priceCents: number;
  originalPriceCents?: number;
  description: string;
  /** One comma-separated string, as the spec's room shape has it. */
  features: string;
  /** What its windows look out on; tools/room-art draws it into the room's pictures. */
  view: ViewKind;
}

export const CAPACITY: Record<RoomType, number> = { single: 1, double: 2, deluxe: 2, suite: 4 };

export const ROOMS: DemoRoom[] = [
  {
    roomNumber: '101',
    type: 'single',
    title: 'Classic Single',
    priceCents: 18000,
    description:
      'A calm, beautifully proportioned room for the solo traveller. A queen bed dressed in Italian percale sits against a ' +
      'panelled navy wall, with a writing desk by the window and a marble bathroom with a walk-in rain shower.',
    features:
      'Queen bed, Rain shower, Writing desk, City view, 50" Smart TV, Nespresso machine, Blackout curtains, Free Wi-Fi',
    view: 'city',
  },
  {
    roomNumber: '102',
    type: 'single',
    title: 'Garden Single',
    priceCents: 17500,
    originalPriceCents: 19500,
    description:
      'Tucked away on the quiet side of the house, overlooking the cypress walk of the Aurelia garden. Champagne tones, ' +
      'fluted oak and soft morning light make it a favourite for unhurried business trips.',
    features: 'Queen bed, Garden view, Rain shower, Writing desk, 50" Smart TV, Minibar, Pillow menu, Free Wi-Fi',
    view: 'garden',
  },
  {
    roomNumber: '103',
    type: 'double',
    title: 'Classic Double',
    priceCents: 26000,
    description:
      'Our classic double pairs a king bed and a navy velvet headboard with two reading chairs by a tall window. ' +
      "Evenings end with turndown, a slice of the pastry chef's chocolate and the skyline coming alight.",
    features:
      'King bed, City view, Rain shower, Reading nook, 55" Smart TV, Nespresso machine, Minibar, Work desk, Free Wi-Fi',
    view: 'city',
  },
  {
    roomNumber: '104',
    type: 'double',
    title: 'Courtyard Double',
    priceCents: 24500,
    originalPriceCents: 28000,
    description:
      'Looking onto the fountain courtyard, this double is all soft ivory and brass, with a king bed, a velvet bench and ' +
      'a deep armchair for a slow breakfast. The marble bathroom has twin vanities and heated floors.',
    features:
      'King bed, Garden view, Twin vanities, Heated bathroom floor, 55" Smart TV, Minibar, Nespresso machine, Free Wi-Fi',
    view: 'garden',
  },
  {
    roomNumber: '201',
    type: 'single',
    title: "Writer's Single",
    priceCents: 19000,
    description:
      'Named for the novelists who have stayed with us, a snug, book-lined room with a walnut writing desk set into the ' +
      'window, a reading lamp that is just right and a view across the rooftops to the hills.',
    features:
      'Queen bed, Mountain view, Walnut writing desk, Curated library, Rain shower, 50" Smart TV, Nespresso machine, Free Wi-Fi',
    view: 'mountains',
  },
  {
    roomNumber: '202',
    type: 'double',
    title: 'Skyline Double',
    priceCents: 27500,
    description:
      'High above the avenue, with floor-to-ceiling windows that frame the city from sunrise to the last lit tower. ' +
      'A king bed with a walnut-slatted wall, a lounge corner for two and blackout drapes for long sleeps.',
    features:
      'King bed, Skyline view, Floor-to-ceiling windows, Rain shower, 55" Smart TV, Nespresso machine, Minibar, Free Wi-Fi',
    view: 'city',
  },
  {
    roomNumber: '203',
    type: 'double',
    title: 'Terrace Double',
    priceCents: 26500,
    description:
      'A double with a private planted terrace above the garden, made for breakfast outdoors. Warm greige walls, a cognac ' +
      'leather armchair and a king bed with a navy channelled headboard.',
    features:
      'King bed, Private terrace, Garden view, Rain shower, 55" Smart TV, Minibar, Nespresso machine, Free Wi-Fi',
    view: 'garden',
  },
  {
    roomNumber: '204',
    type: 'deluxe',
    title: 'Deluxe King',
    priceCents: 38000,
    description:
      'Generous and quietly glamorous: a king bed beneath an ivory-panelled wall, a pair of gold velvet armchairs by the ' +
      'window and a bathroom in Calacatta marble with a freestanding tub and a separate rain shower.',
    features:
      'King bed, Freestanding bathtub, Separate rain shower, City view, Sitting area, 65" Smart TV, Nespresso machine, Minibar, Bathrobes & slippers',
    view: 'city',
  },
  {
    roomNumber: '301',
    type: 'deluxe',
    title: 'Deluxe Sea View',
    priceCents: 42000,
    originalPriceCents: 46000,
    description:
      'Wake to the sea. This deluxe room faces the bay, with a king bed turned toward the water, a reading corner for ' +
      'long afternoons and a marble bath set beneath a window so you can watch the boats come in.',
    features:
      'King bed, Sea view, Freestanding bathtub, Rain shower, Sitting area, 65" Smart TV, Nespresso machine, Minibar, Bathrobes & slippers',
    view: 'sea',
  },
  {
    roomNumber: '302',
    type: 'deluxe',
    title: 'Deluxe Corner King',
    priceCents: 39500,
    description:
      'A corner room with windows on two sides and views across to the mountains. Midnight-blue walls, walnut and brass ' +
      'make it cocooning at night; the bathroom has twin basins and a deep soaking tub.',
    features:
      'King bed, Corner windows, Mountain view, Soaking tub, Twin basins, 65" Smart TV, Nespresso machine, Minibar, Bathrobes & slippers',
    view: 'mountains',
  },
  {
    roomNumber: '303',
    type: 'suite',
    title: 'Junior Suite',
    priceCents: 59000,
    originalPriceCents: 65000,
    description:
      'A bedroom and a sitting room opening onto each other, with a sofa for four, a brass ring chandelier and the sea ' +
      'beyond the windows. The marble bathroom has a freestanding tub under the window and a walk-in shower.',
    features:
      'King bed, Separate living room, Sea view, Freestanding bathtub, Walk-in shower, Two 65" Smart TVs, Nespresso machine, Minibar, Evening turndown',
    view: 'sea',
  },
  {
    roomNumber: '304',
    type: 'deluxe',
    title: 'Deluxe Garden King',
    priceCents: 36500,
    description:
      'Green and serene, above the olive trees of the garden. A king bed framed by fluted oak, a pair of armchairs for ' +
      'afternoon tea and a marble bathroom with a tub and a separate rain shower.',
    features:
      'King bed, Garden view, Freestanding bathtub, Separate rain shower, Sitting area, 65" Smart TV, Nespresso machine, Minibar, Bathrobes & slippers',
    view: 'garden',
  },
  {
    roomNumber: '401',
    type: 'suite',
    title: 'Aurelia Suite',
    priceCents: 65000,
    description:
      'Our signature suite on the top floor: a living room with floor-to-ceiling windows over the city, a dining table ' +
      'for four, a bedroom with a walnut-slatted wall and a marble bathroom with a tub made for two.',
    features:
      'King bed, Separate living room, Skyline view, Dining for four, Freestanding bathtub, Walk-in shower, Two 65" Smart TVs, Butler service, Nespresso machine, Minibar',
    view: 'city',
  },
  {
    roomNumber: '402',
    type: 'suite',
    title: 'Penthouse Suite',
    priceCents: 89000,
    originalPriceCents: 98000,
    description:
      'The whole of the top of the east wing, with mountain views from every room. A grand living room with a sofa for ' +
      'six, a bedroom in ivory and gold, a spa bathroom and a private butler on call around the clock.',
    features:
      'King bed, Separate living room, Mountain view, Spa bathroom, Freestanding bathtub, Walk-in shower, Two 75" Smart TVs, Butler service, Airport transfer, Minibar',
    view: 'mountains',
  },
];

/** The one room out of service. */
export const MAINTENANCE_ROOM = '203';

export const VIEW_WORDS: Record<ViewKind, string> = {
  city: 'skyline',
  sea: 'sea',
  mountains: 'mountains',
  garden: 'garden',
};

/** Review comments by rating; `{view}` becomes the room's view. */
export const REVIEW_COMMENTS: Record<3 | 4 | 5, string[]> = {
  5: [
    'Everything was flawless, from the welcome champagne to the turndown chocolates. The bed is the most comfortable I have ever slept in.',
    'We celebrated our anniversary here and the team made it unforgettable: rose petals, a handwritten card and a perfect view of the {view}.',
    'Spotless, quiet and beautifully designed. Waking up to the {view} with a coffee from the Nespresso machine was pure bliss.',
    'Sofia at the front desk upgraded our dinner reservation and remembered our names all week. Service like this is rare.',
    'The marble bathroom alone is worth the stay. Fluffy robes, heated floors and toiletries that smell divine.',
    'Third stay at the Aurelia and it only gets better. Housekeeping is discreet and the room is always immaculate.',
    "Impeccable. The concierge arranged a private tour at a day's notice, and the room was an oasis to come back to.",
    'Quiet, elegant and warm. The blackout curtains mean you can actually sleep in, and breakfast in bed was superb.',
  ],
  4: [
    'Lovely room with a gorgeous view of the {view}. The only small niggle was a slow lift in the morning rush.',
    'Beautiful décor and a very comfortable bed. Room service took a little while on Saturday night, but the food was excellent.',
    'Great location and a stylish, spacious room. Wi-Fi dropped once or twice, otherwise a wonderful stay.',
    'The staff were warm and attentive and the room felt genuinely luxurious. Breakfast could have a few more vegetarian options.',
    'A very elegant stay. The bathroom is stunning; the shower took a moment to warm up, but that is nitpicking.',
    'Calm, comfortable and well thought out. We would have loved a later checkout, but the team stored our bags without fuss.',
  ],
  3: [
    'The room itself is beautiful, but there was street noise late at night and check-in took longer than expected.',
    'Nice room and friendly staff, though the air conditioning was noisy and the minibar prices are steep.',
    'Good stay overall. The view of the {view} was lovely, but our room was not ready until well after 3 PM.',
  ],
};

export const SERVICES = ['Room Service', 'Laundry', 'Wake-up Call'] as const;
