// A record sets only what it has; every optional field it leaves out is null, as the API sends it.
const nothingElse = {
  location: null,
  pay: null,
  responsibilities: null,
  qualification: null,
  experience: null,
  skills: null,
  job_type: null,
  schedule: null,
  benefits: null,
  supplemental_pay: null,
  required_experience: null,
} as const

/**
 * API records for tests (unit and browser): one full posting, one sparse, one remote, one with
 * markup in its text. Shaped exactly as GET /api/jobs/ answers them.
 */
export const sampleJobs = [
  {
    ...nothingElse,
    id: 101,
    job_name: 'Senior Java Developer',
    role: 'Backend Engineering',
    location: 'Indore, Madhya Pradesh',
    pay: '₹18,00,000 – ₹26,00,000 a year',
    job_overview: 'Build payment services for a retail client.',
    responsibilities: 'Design Spring Boot services\nReview code\nMentor developers',
    qualification: "Bachelor's degree in Computer Science",
    experience: '6+ years of Java development',
    skills: 'Java 17\nSpring Boot\nKafka',
    job_type: 'Full-time',
    schedule: 'Monday to Friday',
    benefits: 'Health insurance\nProvident Fund',
    supplemental_pay: 'Performance bonus',
    required_experience: 'Java: 6 years (Required)',
    date_posted: '2026-11-18',
  },
  {
    ...nothingElse,
    id: 102,
    job_name: 'Technical Recruiter',
    role: 'Talent Acquisition',
    job_overview: 'Source and screen engineers for our clients.',
    skills: 'Sourcing\nLinkedIn Recruiter',
    job_type: 'Part-time',
    date_posted: '2026-10-20',
  },
  {
    ...nothingElse,
    id: 103,
    job_name: 'DevOps Engineer (AWS)',
    role: 'Platform Engineering',
    location: 'Remote (India)',
    pay: '₹15,00,000 a year',
    job_overview: 'Run our cloud platform.',
    responsibilities: 'Terraform\nKubernetes upgrades',
    experience: '4+ years',
    skills: 'AWS\nTerraform\nKubernetes',
    job_type: 'Contract',
    date_posted: '2026-11-10',
  },
  {
    ...nothingElse,
    id: 104,
    job_name: '<img src=x onerror="window.__pwned=1">Data <b>Engineer</b>',
    role: 'Data',
    location: 'Pune, Maharashtra',
    job_overview: '<script>window.__pwned=2</script>Pipelines in Spark.',
    skills: 'Spark\nPython',
    date_posted: '2026-10-29',
  },
] as const
