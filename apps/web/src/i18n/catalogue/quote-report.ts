// Part of the default catalogue (see ../catalogue-default.ts): the quotes section of the
// reports page (issue 38).
export const quoteReportCatalogue = {
  quoteReport: {
    title: 'Quotes',
    periodNote:
      'Quotes sent in the chosen dates, whatever became of them since; drafts by their date.',
    periodNoteFiltered:
      'Quotes sent in the chosen dates, whatever became of them since; drafts by their date. The other filters apply to shipments only.',
    loading: 'Loading the quote figures…',
    offlineTitle: 'Quote figures need the server',
    offline:
      'The server can’t be reached, so the quote figures can’t be shown right now. Try again once you’re back online.',
    loadError: 'The quote figures could not be loaded',
    loadErrorHint: 'The server answered: {{message}}',
    retry: 'Try again',
    empty: 'No quotes in these dates.',
    none: '—',
    tiles: {
      region: 'Quote figures',
      sent: 'Quotes sent',
      sentDetail: '{{open}} awaiting an answer · {{drafts}} drafts',
      won: 'Won',
      lost: 'Lost',
      lostDetail: '{{expired}} expired besides',
      winRate: 'Win rate',
      winRateDetail: 'Won of those decided; expired count as lost',
      averageMargin: 'Average margin',
      averageMarginDetail: 'Of the won quotes',
    },
    byLane: 'By lane',
    byClient: 'By client',
    columns: {
      lane: 'Lane',
      client: 'Client',
      sent: 'Sent',
      won: 'Won',
      lost: 'Lost',
      expired: 'Expired',
      winRate: 'Win rate',
      margin: 'Margin',
    },
    lane: '{{origin}} → {{destination}}',
    unnamedClient: 'Client without a name',
    otherLanes_one: '{{count}} other lane',
    otherLanes_other: '{{count}} other lanes',
    otherClients_one: '{{count}} other client',
    otherClients_other: '{{count}} other clients',
  },
} as const;
