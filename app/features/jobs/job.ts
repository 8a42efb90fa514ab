/** What a job card shows; dates travel as ISO strings so loader data stays plain JSON. */
export interface JobSummary {
  id: string;
  title: string;
  company: string;
  location: string;
  type: string;
  /** The start of the description, enough for the card's two lines. */
  excerpt: string;
  postDate: string;
  isEnglish: boolean;
  isRemote: boolean;
}

export interface ApplyChannels {
  website: string;
  email: string;
  form: string;
  telegram: string;
  hh: string;
}

export interface JobDetail extends Omit<JobSummary, "excerpt"> {
  description: string;
  companyLink: string;
  responsibilities: string[];
  requirements: string[];
  conditions: string[];
  apply: ApplyChannels;
  isOpen: boolean;
  /** Set in the console (docs/decisions/022): the end of the job's JobPosting validity, and when it closes. */
  validThrough: string | null;
}

export interface JobFilters {
  q: string;
  location: string;
  type: string;
}

export interface JobFilterOptions {
  locations: string[];
  types: string[];
}
