/** A short timed transcript for stories and tests. */
export const SAMPLE_SEGMENTS = [
  { start: 0, end: 0.8, text: "Hello Ada, I'm calling on behalf of Clean Water Relief." },
  { start: 1, end: 1.8, text: "I'm a paid fundraiser for the charity; may I tell you more?" },
  { start: 2, end: 2.8, text: "So that's 25 dollars a month, starting next week. Is that right?" },
  { start: 3, end: 3.8, text: "Thank you so much, you'll receive a receipt by e-mail." },
] as const;
