/**
 * SPEC 7's content shapes (v2 family, Payload-style documents) as the gateway serves them and the public site
 * reads them. Field names follow SPEC 7 exactly, including its mixed casing. The shapes the gateway builds itself
 * (listings, paging, the karya-bisa answers, the contact message) are wire contracts, in ./contract.ts.
 */

/** Rich text as blocks; a block's text is its children's text (SPEC 3: the short text joins the blocks' text). */
export interface RichTextBlock {
  type: 'paragraph' | 'heading' | 'list-item';
  children: { text: string; bold?: boolean }[];
}
export type RichText = RichTextBlock[];

export interface Media {
  url: string;
}

export interface Category {
  id: number;
  titleId: string;
  titleEn: string;
}

export interface NewsItem {
  id: number;
  slug: string;
  image_news: Media;
  titleId: string;
  titleEn: string;
  type_news: Category;
  contentId: RichText;
  contentEn: RichText;
  writer: string;
  /** The date an editor gave the article, when it differs from the record's creation. */
  createdDate: string | null;
  createdAt: string;
}

export interface SocialLink {
  id: number;
  name: string;
  url: string;
}

export interface TeamMember {
  id: number;
  name: string;
  role: string;
  image: Media;
  social_media: (SocialLink & { icons: Media })[];
}

export interface PartnerLocation {
  address: string;
  icon: Media;
}

export interface Partner {
  id: number;
  partner_name: string;
  image_partner: Media;
  type_partner: Category;
  descriptionId: string;
  descriptionEn: string;
  section: { id: number; number: string; descriptionId: string; descriptionEn: string }[];
  location: PartnerLocation;
  collaboration: {
    titleId: string;
    titleEn: string;
    descriptionId: string;
    descriptionEn: string;
    PartnerImage: { id: number; Image: Media }[];
  };
}

export interface GlobalPartner {
  titleId: string;
  titleEn: string;
  globalPartnerImages: { image: Media }[];
}

export interface ContactUsContent {
  headingEn: string;
  headingId: string;
  titleEn: string;
  titleId: string;
  office: { titleEn: string; titleId: string; address: string };
  phone: { titleEn: string; titleId: string; content_number_phone: { id: number; number: string }[] };
  enquires: { titleEn: string; titleId: string; content_email: { id: number; email: string }[] };
  social_media: SocialLink[];
}

export interface KaryaBisaContent {
  Banner: { Heading: string; headingEnglish: string; Subheading: string; subheadingEnglish: string; Image: Media }[];
  Product: {
    id: number;
    Name: string;
    nameEnglish: string;
    Category: string;
    categoryEnglish: string;
    Description: string;
    descriptionEnglish: string;
    Images: { id: number; Image: Media }[];
  }[];
}

export interface Faq {
  id: number;
  questionId: string;
  questionEn: string;
  answerId: string;
  answerEn: string;
}

/** A bilingual text item of the home page's sections. */
export interface HomeEntry {
  id: number;
  titleId: string;
  titleEn: string;
  descriptionId: string;
  descriptionEn: string;
  image?: Media;
  number?: string;
}

/** SPEC 3's home sections. */
export interface HomeContent {
  banner: { headingId: string; headingEn: string; subheadingId: string; subheadingEn: string; video: Media; poster: Media };
  coverages: HomeEntry[];
  usp: HomeEntry[];
  impact: HomeEntry[];
  service: HomeEntry[];
  alumni: HomeEntry[];
  karyaBisa: HomeEntry;
  perempuanBisa: HomeEntry;
  testimonial: (HomeEntry & { name: string })[];
  partners: GlobalPartner;
  faqs: Faq[];
}

/** About us, alumni, the corporate and education pages, privacy policy, terms of service. */
export interface TextPage {
  titleId: string;
  titleEn: string;
  subtitleId: string;
  subtitleEn: string;
  image: Media;
  contentId: RichText;
  contentEn: RichText;
}

/** main family: GET /banner/get-banner. */
export interface Banner {
  id: number;
  fileBanner: string;
  title: string;
  redirectLink: string;
}

/** GET /contact/get-contact (SPEC 3's consultation banner). */
export interface ConsultationBanner {
  heading: string;
  subheading: string;
  url: string;
}

/** The consultation banner as the console keeps it: both languages, the route answers the caller's. */
export interface ConsultationBannerContent {
  heading: string;
  headingEnglish: string;
  subheading: string;
  subheadingEnglish: string;
  url: string;
}

/** The globals GET /api/globals/{slug} answers. */
export const GLOBAL_SLUGS = [
  'about-us',
  'home',
  'alumni',
  'privacy-policy',
  'term-service',
  'bisa-corporate',
  'bisa-education',
  'contact-us-content',
  'karyabisa',
  'global-partner',
  'consultation-banner',
  // SPEC 1-2's marketing pages that have no call of their own: text pages like about-us.
  'ecosystem',
  'what-we-do',
  'scholarship',
  'investor',
  'affiliate',
  'get-app',
] as const;
export type GlobalSlug = (typeof GLOBAL_SLUGS)[number];

/** The collections the operator edits. */
export const COLLECTIONS = ['news', 'type-news', 'partners', 'type-partner', 'our-teams', 'banners', 'corporate-images'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** SPEC 9: the 'All' news category. */
export const ALL_NEWS_CATEGORY_ID = 1;
