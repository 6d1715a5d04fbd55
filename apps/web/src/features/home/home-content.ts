import {
  BellRing,
  Car,
  Dumbbell,
  Flower2,
  type LucideIcon,
  PartyPopper,
  Shirt,
  Sparkles,
  UtensilsCrossed,
  Waves,
  Wifi,
  Wine,
} from 'lucide-react';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const AMENITIES: readonly Feature[] = [
  {
    icon: Waves,
    title: 'Harbour-view pool',
    text: 'A heated infinity pool on the terrace, with cabanas and towel service from sunrise to ten at night.',
  },
  {
    icon: Flower2,
    title: 'The Aurelia Spa',
    text: 'Six treatment rooms, a thermal suite and a quiet relaxation lounge scented with bergamot and cedar.',
  },
  {
    icon: UtensilsCrossed,
    title: 'Dining by the water',
    text: 'Seasonal menus from our chef, served on the terrace from a slow breakfast to the last glass at midnight.',
  },
  {
    icon: Dumbbell,
    title: 'Fitness studio',
    text: 'Open around the clock, with Technogym equipment, a yoga room and private sessions on request.',
  },
  {
    icon: Wine,
    title: 'The Brass Bar',
    text: 'Classic cocktails, a cellar of two hundred wines and a pianist on Thursday to Saturday evenings.',
  },
  {
    icon: Wifi,
    title: 'Fast, free Wi-Fi',
    text: 'Reliable connection in every room and on the terrace, with quiet spaces for calls and work.',
  },
];

export const SERVICES: readonly Feature[] = [
  { icon: BellRing, title: 'Room Service', text: 'Around the clock, from a late-night consommé to champagne at dawn.' },
  {
    icon: Sparkles,
    title: 'Concierge',
    text: 'Tables, tickets and hidden corners of the coast, arranged before you ask.',
  },
  {
    icon: Flower2,
    title: 'Spa & Wellness',
    text: 'Massages, facials and rituals using botanicals from our own garden.',
  },
  { icon: Shirt, title: 'Laundry', text: 'Pressed and returned the same day, with a shoe shine left at your door.' },
  {
    icon: Car,
    title: 'Transportation',
    text: 'Chauffeured cars to the airport, the marina or anywhere along the coast.',
  },
  {
    icon: PartyPopper,
    title: 'Event Planning',
    text: 'Weddings, dinners and gatherings for ten or two hundred, composed with care.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote:
      'From the moment the doorman remembered our names, we felt at home. The sea-view suite was everything we had hoped for, and the spa was the most restful afternoon of the year.',
    name: 'Charlotte & James Whitmore',
    detail: 'Anniversary stay, Harbour Suite',
  },
  {
    quote:
      'I travel for work most weeks and rarely notice a hotel. The Aurelia I noticed: a quiet room, a proper desk, breakfast on the terrace and a concierge who found me a car at five in the morning.',
    name: 'Daniel Okafor',
    detail: 'Business traveller, Deluxe King',
  },
  {
    quote:
      'The team planned our daughter’s wedding dinner down to the last candle. Guests are still talking about the food, the music and the view over the harbour at sunset.',
    name: 'Isabel Moreno',
    detail: 'Private event, The Garden Terrace',
  },
];
