// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
export const timeCatalogue = {
  time: {
    // SPEC §2 (notifications popover): just now, N min ago, N h ago, N d ago.
    relative: {
      justNow: 'just now',
      minutes: '{{count}} min ago',
      hours: '{{count}} h ago',
      days: '{{count}} d ago',
    },
  },
} as const;
