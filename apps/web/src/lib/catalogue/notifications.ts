// Part of the default catalogue (see ../catalogue-es.ts). SPEC texts are verbatim.
export const notificationsCatalogue = {
  notifications: {
    markAllSeen: 'Mark all as seen',
    seeMore: 'See more',
    overdueItem: 'Provide actual date for {{milestone}} (overdue)',
    justNow: 'just now',
    minutesAgo: '{{count}} min ago',
    hoursAgo: '{{count}} h ago',
    daysAgo: '{{count}} d ago',
  },
  milestones: {
    pickup: 'Pickup',
    cutOffDocuments: 'Cut-off (documents)',
    cutOffCargo: 'Cut-off (cargo)',
    polArrival: 'POL arrival',
    polDeparture: 'POL departure',
    podArrival: 'POD arrival',
    warehouseRelease: 'Warehouse release',
    delivery: 'Delivery',
    departure: 'Departure',
    arrival: 'Arrival',
  },
} as const;
