/** The Young Bankers Programme as the referral page presents it. */
export interface ProgrammeHighlight {
  value: string
  label: string
}

export interface JourneyStep {
  title: string
  duration: string
  detail: string
}

export const programme = {
  name: 'Young Bankers Programme',
  lead:
    'Know a graduate who wants a career in banking? Refer them to a one-year programme with our banking partner: ' +
    'paid training in the classroom and at a branch, a post-graduate diploma, and a job as an assistant manager at the end.',
  highlights: [
    {
      value: '1 year',
      label: '4 months of classroom training, 3 months of internship, 5 months on the job as an assistant manager',
    },
    { value: '₹5,000', label: 'Stipend a month during classroom training' },
    { value: '₹24,491', label: 'Stipend a month during the internship' },
    { value: '4.4 LPA', label: 'Starting package' },
    { value: '11,000+', label: 'Young bankers trained so far' },
    { value: 'PG Diploma', label: 'A post-graduate diploma in banking on completion' },
  ] satisfies readonly ProgrammeHighlight[],
  eligibility: [
    'A graduate or postgraduate with at least 50% marks',
    'Up to 30 years of age',
    'Final-year students awaiting their results are eligible',
    'Candidates with relatives working at the bank are not eligible',
  ] satisfies readonly string[],
  journey: [
    {
      title: 'Classroom training',
      duration: '4 months',
      detail: 'Banking operations, products, credit and customer service, with a stipend of ₹5,000 a month.',
    },
    {
      title: 'Internship',
      duration: '3 months',
      detail: 'Real work at a branch alongside experienced bankers, with a stipend of ₹24,491 a month.',
    },
    {
      title: 'On the job as an assistant manager',
      duration: '5 months',
      detail: 'Your own responsibilities at the bank on a starting package of 4.4 LPA, completing the diploma.',
    },
  ] satisfies readonly JourneyStep[],
} as const
