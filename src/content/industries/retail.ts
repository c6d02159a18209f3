import { pages } from '../../site/site-map'
import { contact, slides, type Industry } from './industry'

export const retail: Industry = {
  page: pages.retail,
  name: 'Retail',
  lead: 'Store, e-commerce, merchandising and supply-chain talent for retailers and consumer brands, with consulting for unified commerce.',
  introTitle: 'Retail where stores and screens meet',
  intro: [
    'Shoppers browse on their phones, buy online, pick up in store and return by post — and expect the same prices and stock everywhere. Retailers must unify inventory, personalize offers and keep margins while peak seasons multiply traffic tenfold.',
    'We help retailers and brands re-platform e-commerce on headless architectures, connect point-of-sale and order management, and use AI demand forecasting to put the right stock in the right store. Our analytics teams turn loyalty data into promotions that pay for themselves.',
  ],
  talent: [
    'Retail hiring peaks hard before the holidays and must never slow the floor. We run seasonal programmes that screen, schedule and onboard hundreds of store and warehouse associates, with background checks completed in days.',
    'Year-round, we place e-commerce engineers, merchandisers, buyers and category analysts, and run RPO for distribution-centre hiring. Payroll, time tracking and invoicing run through one consolidated bill.',
  ],
  roles: [
    'E-commerce Platform Engineer (Shopify Plus)',
    'Merchandise Planner',
    'Store Operations Manager',
    'Demand Forecasting Analyst',
    'Omnichannel Product Manager',
    'Distribution Centre Supervisor',
    'CRM and Loyalty Analyst',
    'Seasonal Store Associate Team (120 hires)',
  ],
  slides: slides('retail', [
    'A storefront with an awning next to a phone showing the same shop online',
    'Shopping bags and a cart moving between a store and a warehouse',
    'A demand forecast chart above shelves stocked with products',
    'A customer scanning a code to pick up an online order',
    'Delivery boxes travelling from a distribution centre to homes',
  ]),
  cta: {
    title: 'Be ready for your busiest season',
    text: 'Plan seasonal hiring or a commerce re-platforming with us now, before the rush.',
    link: contact,
  },
}
