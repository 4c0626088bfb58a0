// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
// The dashboard's own texts are English, like the shell's.
export const homeCatalogue = {
  home: {
    title: 'Dashboard',
    subtitle: 'What needs your attention today.',
    signedInAs: 'Signed in as {{email}}',
    loadError: 'Some shipments could not be loaded. Check the connection and reload the page.',
    offlineNote: 'Offline: these figures come from the copy kept in this browser.',
    modes: { ocean: 'Ocean', air: 'Air', land: 'Land' },
    open: {
      title: 'Open shipments',
      link: '{{mode}}: {{count}} open shipments',
    },
    overdue: {
      title: 'Overdue milestones',
      hint: 'Actual dates still missing 24 working hours after the estimate.',
      total_one: '{{count}} overdue',
      total_many: '{{count}} overdue',
      total_other: '{{count}} overdue',
      link: '{{priority}}: {{count}} overdue milestones',
      none: 'No overdue milestones. Every actual date is up to date.',
    },
    priorities: { urgent: 'Urgent', high: 'High', normal: 'Normal', low: 'Low' },
    week: {
      title: 'Departing or arriving this week',
      range: '{{start}} – {{end}}',
      departure: 'Departure',
      arrival: 'Arrival',
      done: 'Done',
      none: 'No departures or arrivals this week.',
      showAll: 'Show all {{count}}',
      showMore: 'Show more ({{shown}} of {{count}})',
      showFewer: 'Show fewer',
    },
    recent: {
      title: 'Recent changes',
      by: 'by {{name}}',
      none: 'No shipments yet.',
    },
    route: '{{origin}} → {{destination}}',
    noRoute: 'Route not set',
  },
} as const;
