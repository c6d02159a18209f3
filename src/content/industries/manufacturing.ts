import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const manufacturing: Industry = {
  page: pages.manufacturing,
  name: 'Manufacturing',
  lead: 'Plant, engineering, supply-chain and Industry 4.0 talent and consulting for discrete and process manufacturers.',
  introTitle: 'Factories becoming connected systems',
  intro: [
    'Manufacturers are wiring machines with IoT sensors, moving planning into cloud MES and ERP, and using predictive maintenance to cut unplanned downtime. At the same time, reshoring and supplier volatility are forcing new plants and new supply networks.',
    'Arcnova Consulting helps plants connect operational technology to IT safely, build digital twins of production lines, and stand up supply-chain control towers with real-time analytics. We segment OT networks against ransomware and train operators to use the new tools.',
  ],
  talent: [
    'The skills gap on the shop floor is real: experienced maintenance technicians are retiring, and controls engineers who can also write Python are scarce. We test candidates hands-on — PLC logic, CNC set-ups, Lean problem-solving — before they reach your plant manager.',
    'We staff shift-ready technicians on contract, engineers for capital projects and permanent plant leadership, and run volume hiring for new-plant ramp-ups with safety training and onboarding arranged before the first shift.',
  ],
  roles: [
    'PLC Controls Engineer (Rockwell, Siemens)',
    'Maintenance Technician, Second Shift',
    'MES Implementation Consultant',
    'Industrial IoT Solutions Architect',
    'Quality Engineer (ISO 9001, IATF 16949)',
    'Supply Chain Planner (SAP IBP)',
    'CNC Programmer',
    'Lean Six Sigma Black Belt',
    'OT Cybersecurity Engineer',
    'Plant Manager',
    'Reliability Engineer',
    'EHS Manager',
  ],
  slides: slides('manufacturing', [
    'A factory with chimneys and connected sensors sending data to the cloud',
    'A robotic arm assembling parts on a conveyor belt',
    'Gears turning beside a maintenance alert on a tablet',
    'Pallets and containers moving through a supply-chain network',
    'An engineer inspecting a production line with a checklist',
  ]),
  cta: {
    title: 'Ramp up production with the right people on every shift',
    text: 'From a single controls engineer to a new plant’s first hundred hires, we can start this week.',
    link: contact,
  },
}
