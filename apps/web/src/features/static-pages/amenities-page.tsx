import { Container, PageIntro } from '@/ui/page-intro';
import type { ShellIconComponent } from '@/ui/shell-icons';
import {
  Baby,
  BellRing,
  Briefcase,
  Car,
  Dumbbell,
  Flower2,
  ShieldCheck,
  UtensilsCrossed,
  Waves,
  Wifi,
  Wine,
} from './amenity-icons';
import { SectionTitle } from './section-title';

const GROUPS: readonly {
  id: string;
  title: string;
  lead: string;
  items: readonly { icon: ShellIconComponent; title: string; text: string }[];
}[] = [
  {
    id: 'amenities-wellness',
    title: 'Wellness and leisure',
    lead: 'Slow down by the water, in the thermal suite or on the lawn.',
    items: [
      {
        icon: Waves,
        title: 'Infinity pool',
        text: 'Heated all year, with cabanas and towel service on the harbour terrace.',
      },
      {
        icon: Flower2,
        title: 'The Aurelia Spa',
        text: 'Six treatment rooms, a sauna, a steam room and a relaxation lounge.',
      },
      { icon: Dumbbell, title: 'Fitness studio', text: 'Open around the clock, with personal training on request.' },
    ],
  },
  {
    id: 'amenities-dining',
    title: 'Dining and drinks',
    lead: 'Seasonal cooking from the harbour market and the hotel garden.',
    items: [
      {
        icon: UtensilsCrossed,
        title: 'Terrace restaurant',
        text: 'Breakfast, lunch and dinner with the whole bay in view.',
      },
      { icon: Wine, title: 'The Brass Bar', text: 'Classic cocktails, a deep wine list and live piano at weekends.' },
      {
        icon: BellRing,
        title: 'In-room dining',
        text: 'A full menu served in your room at any hour of the day or night.',
      },
    ],
  },
  {
    id: 'amenities-comfort',
    title: 'Comfort and convenience',
    lead: 'Everything you need, so that you can forget about it.',
    items: [
      { icon: Wifi, title: 'Fast Wi-Fi', text: 'Free throughout the hotel, strong enough for video calls.' },
      { icon: Car, title: 'Valet parking', text: 'Your car parked and brought back whenever you call for it.' },
      {
        icon: Briefcase,
        title: 'Business corner',
        text: 'Quiet desks, printing and meeting rooms with natural light.',
      },
      { icon: Baby, title: 'Family friendly', text: 'Cots, children’s menus and the Little Anchors club.' },
      { icon: ShieldCheck, title: 'Accessible rooms', text: 'Step-free routes and adapted bathrooms on every floor.' },
    ],
  },
];

/** /amenities: what the hotel offers, grouped. */
export function AmenitiesPage() {
  return (
    <>
      <PageIntro
        eyebrow="Amenities"
        title="Hotel Amenities"
        lead="A pool above the harbour, a spa scented with our own garden and a bar where the piano plays late: everything at the Aurelia is there for your ease."
      />
      {GROUPS.map((g, i) => (
        <section
          key={g.id}
          aria-labelledby={g.id}
          className={i % 2 === 1 ? 'border-y border-line bg-surface py-16 sm:py-20' : 'py-16 sm:py-20'}
        >
          <Container>
            <SectionTitle id={g.id} title={g.title} lead={g.lead} />
            <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
              {g.items.map((item) => (
                <li key={item.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="inline-flex h-fit rounded-full border border-gold/50 p-3 text-gold-ink"
                  >
                    <item.icon className="size-5" />
                  </span>
                  <div>
                    <h3 className="text-lg">{item.title}</h3>
                    <p className="mt-1 text-sm leading-relaxed text-ink-muted">{item.text}</p>
                  </div>
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ))}
    </>
  );
}
