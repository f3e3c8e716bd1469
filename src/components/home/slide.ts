/** One slide of a home carousel (src/components/home/Carousel.astro). */
export interface Slide {
  href: string;
  title: string;
  /** Image (602 × 180); without one the slide shows its title and text on a coloured card. */
  image?: string;
  text?: string;
  external?: boolean;
}
