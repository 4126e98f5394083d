/** Word lists for the demo data: names, places, payment details, reasons and messages. */

export interface Person {
  readonly name: string;
  readonly gender: "F" | "M";
}

const female = [
  "Ada",
  "Grace",
  "Amelia",
  "Olivia",
  "Sofia",
  "Chloe",
  "Priya",
  "Aisha",
  "Mei",
  "Lucia",
  "Emma",
  "Hannah",
  "Nora",
  "Zoe",
  "Isabel",
  "Camille",
  "Ananya",
  "Valentina",
  "Maya",
  "Leah",
  "Ines",
  "Clara",
  "Julia",
  "Elena",
  "Sarah",
  "Fatima",
  "Yuki",
  "Rosa",
  "Ava",
  "Margot",
];
const male = [
  "Alan",
  "Samuel",
  "Liam",
  "Noah",
  "Mateo",
  "Arjun",
  "Omar",
  "Wei",
  "Lucas",
  "Hugo",
  "James",
  "Ethan",
  "Daniel",
  "Rohan",
  "Diego",
  "Louis",
  "Javier",
  "Kenji",
  "Owen",
  "Felix",
  "Adam",
  "Thomas",
  "Raj",
  "Pablo",
  "Marco",
  "Elliot",
  "Jonah",
  "Karim",
  "Leo",
  "Victor",
];

export const FIRST_NAMES: readonly Person[] = [
  ...female.map((name) => ({ name, gender: "F" as const })),
  ...male.map((name) => ({ name, gender: "M" as const })),
];

export const LAST_NAMES: readonly string[] = [
  "Smith",
  "Johnson",
  "Tremblay",
  "Roy",
  "Gagnon",
  "Martin",
  "Bernard",
  "Dubois",
  "Garcia",
  "Rodriguez",
  "Lopez",
  "Fernandez",
  "Patel",
  "Sharma",
  "Singh",
  "Tan",
  "Lim",
  "Wong",
  "Chen",
  "Nguyen",
  "Brown",
  "Wilson",
  "Taylor",
  "Davies",
  "Evans",
  "Thomas",
  "Roberts",
  "Walker",
  "Moreau",
  "Laurent",
  "Quispe",
  "Flores",
  "Mendoza",
  "Kumar",
  "Iyer",
  "O'Brien",
  "Murphy",
  "Campbell",
  "Stewart",
  "MacDonald",
  "Kowalski",
  "Novak",
  "Rossi",
  "Bianchi",
  "Costa",
  "Silva",
  "Haddad",
  "Khan",
  "Ali",
  "Ahmed",
  "Park",
  "Kim",
  "Lee",
  "Ito",
  "Sato",
];

export const EMAIL_DOMAINS: readonly string[] = [
  "example.org",
  "example.com",
  "example.net",
  "mail.example",
  "post.example",
  "inbox.example",
];

export const STREETS: readonly string[] = [
  "Main St",
  "King St",
  "Queen St",
  "High Street",
  "Church Road",
  "Station Road",
  "Park Ave",
  "Oak Street",
  "Maple Ave",
  "Rue de la Paix",
  "Calle Mayor",
  "Avenida Larco",
  "Orchard Road",
  "MG Road",
  "Victoria Street",
  "Elm Street",
  "Cedar Lane",
  "Harbour Drive",
  "Mill Lane",
];

export interface City {
  readonly city: string;
  readonly region: string;
  readonly lat: number;
  readonly lng: number;
}

export interface Country {
  readonly code: string;
  /** Hours from UTC, roughly, for daytime submissions. */
  readonly utcOffset: number;
  readonly phonePrefix: string;
  /** How pledged amounts scale in the local currency. */
  readonly amountScale: number;
  readonly zip: (draw: (min: number, max: number) => number) => string;
  readonly cities: readonly City[];
}

const letters = "ABCEGHJKLMNPRSTVXY";
const letter = (draw: (min: number, max: number) => number): string =>
  letters[draw(0, letters.length - 1)] ?? "A";

export const COUNTRIES: Readonly<Record<string, Country>> = {
  US: {
    code: "US",
    utcOffset: -5,
    phonePrefix: "+1",
    amountScale: 1,
    zip: (draw) => String(draw(10000, 99999)),
    cities: [
      { city: "new york", region: "ny", lat: 40.7128, lng: -74.006 },
      { city: "chicago", region: "il", lat: 41.8781, lng: -87.6298 },
      { city: "seattle", region: "wa", lat: 47.6062, lng: -122.3321 },
      { city: "austin", region: "tx", lat: 30.2672, lng: -97.7431 },
      { city: "boston", region: "ma", lat: 42.3601, lng: -71.0589 },
    ],
  },
  CA: {
    code: "CA",
    utcOffset: -5,
    phonePrefix: "+1",
    amountScale: 1,
    zip: (draw) =>
      `${letter(draw)}${draw(0, 9)}${letter(draw)} ${draw(0, 9)}${letter(draw)}${draw(0, 9)}`,
    cities: [
      { city: "toronto", region: "on", lat: 43.6532, lng: -79.3832 },
      { city: "vancouver", region: "bc", lat: 49.2827, lng: -123.1207 },
      { city: "montreal", region: "qc", lat: 45.5019, lng: -73.5674 },
      { city: "calgary", region: "ab", lat: 51.0447, lng: -114.0719 },
      { city: "ottawa", region: "on", lat: 45.4215, lng: -75.6972 },
    ],
  },
  GB: {
    code: "GB",
    utcOffset: 0,
    phonePrefix: "+44",
    amountScale: 0.8,
    zip: (draw) =>
      `${letter(draw)}${letter(draw)}${draw(1, 20)} ${draw(1, 9)}${letter(draw)}${letter(draw)}`,
    cities: [
      { city: "london", region: "eng", lat: 51.5072, lng: -0.1276 },
      { city: "manchester", region: "eng", lat: 53.4808, lng: -2.2426 },
      { city: "edinburgh", region: "sct", lat: 55.9533, lng: -3.1883 },
      { city: "bristol", region: "eng", lat: 51.4545, lng: -2.5879 },
    ],
  },
  FR: {
    code: "FR",
    utcOffset: 1,
    phonePrefix: "+33",
    amountScale: 0.9,
    zip: (draw) => String(draw(10000, 95999)),
    cities: [
      { city: "paris", region: "idf", lat: 48.8566, lng: 2.3522 },
      { city: "lyon", region: "ara", lat: 45.764, lng: 4.8357 },
      { city: "marseille", region: "pac", lat: 43.2965, lng: 5.3698 },
      { city: "bordeaux", region: "naq", lat: 44.8378, lng: -0.5792 },
    ],
  },
  ES: {
    code: "ES",
    utcOffset: 1,
    phonePrefix: "+34",
    amountScale: 0.9,
    zip: (draw) => String(draw(1000, 52999)).padStart(5, "0"),
    cities: [
      { city: "madrid", region: "md", lat: 40.4168, lng: -3.7038 },
      { city: "barcelona", region: "ct", lat: 41.3874, lng: 2.1686 },
      { city: "valencia", region: "vc", lat: 39.4699, lng: -0.3763 },
      { city: "sevilla", region: "an", lat: 37.3891, lng: -5.9845 },
    ],
  },
  SG: {
    code: "SG",
    utcOffset: 8,
    phonePrefix: "+65",
    amountScale: 1.3,
    zip: (draw) => String(draw(10000, 829999)).padStart(6, "0"),
    cities: [
      { city: "singapore", region: "sg", lat: 1.3521, lng: 103.8198 },
      { city: "jurong", region: "sg", lat: 1.3329, lng: 103.7436 },
    ],
  },
  IN: {
    code: "IN",
    utcOffset: 5.5,
    phonePrefix: "+91",
    amountScale: 40,
    zip: (draw) => String(draw(110001, 855999)),
    cities: [
      { city: "mumbai", region: "mh", lat: 19.076, lng: 72.8777 },
      { city: "delhi", region: "dl", lat: 28.7041, lng: 77.1025 },
      { city: "bengaluru", region: "ka", lat: 12.9716, lng: 77.5946 },
      { city: "pune", region: "mh", lat: 18.5204, lng: 73.8567 },
    ],
  },
  PE: {
    code: "PE",
    utcOffset: -5,
    phonePrefix: "+51",
    amountScale: 3,
    zip: (draw) => `LIMA ${draw(1, 43)}`,
    cities: [
      { city: "lima", region: "lim", lat: -12.0464, lng: -77.0428 },
      { city: "arequipa", region: "are", lat: -16.409, lng: -71.5375 },
      { city: "cusco", region: "cus", lat: -13.5319, lng: -71.9675 },
    ],
  },
};

export const CARD_TYPES = [
  ["visa", 50],
  ["mastercard", 35],
  ["amex", 15],
] as const;

export const BANKS: Readonly<Record<string, readonly string[]>> = {
  US: ["First Example Bank", "Liberty Savings"],
  CA: ["Maple Trust", "Northern Credit Union"],
  GB: ["Thames Building Society", "Albion Bank"],
  FR: ["Banque Exemple", "Crédit Modèle"],
  ES: ["Banco Ejemplo", "Caja Modelo"],
  SG: ["Lion City Bank"],
  IN: ["Bharat Example Bank", "Ganga Cooperative"],
  PE: ["Banco Andino"],
};

/** Countries that pay by IBAN (with a SWIFT code) rather than a local account number. */
export const IBAN_COUNTRIES: ReadonlySet<string> = new Set(["GB", "FR", "ES"]);

export const FAILURE_REASONS: readonly string[] = [
  "Card declined by issuer",
  "Insufficient funds",
  "Expired card",
  "Incorrect CVC",
  "Do not honor",
  "Suspected fraud",
  "Bank account closed",
  "Invalid account number",
  "Processor timeout",
];

export const CANCEL_REASONS: readonly string[] = [
  "Financial reasons",
  "Changed mind",
  "Moved abroad",
  "Supporting another charity",
  "Unhappy with contact",
  "Duplicate pledge",
  "Bereavement",
];

export const SOURCE_CODES: readonly string[] = ["DOOR", "STREET", "EVENT", "WEB", "PHONE", "MAIL"];

export const CHAT_MESSAGES: readonly string[] = [
  "Thanks, see you next month!",
  "Can I change my donation date?",
  "I did not receive my receipt.",
  "Please update my address.",
  "How is my gift being used?",
  "I'd like to increase my monthly amount.",
  "Can you call me back tomorrow?",
  "Is my card still on file?",
];

export const FEEDBACK_TEXTS: readonly string[] = [
  "The export list is hard to read on a phone.",
  "Could the submission list remember my page size?",
  "Love the new dashboard!",
  "Search should also match phone numbers.",
  "Check-in pictures take a while to load.",
  "Please add a dark mode.",
  "The team hierarchy view is really helpful.",
  "Batch edit saved me hours this week.",
  "Dates in the cancels list should show the time zone.",
  "It would be great to filter by payment status.",
];
