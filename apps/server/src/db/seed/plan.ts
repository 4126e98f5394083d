/** The shape of the demo organisation: teams, campaigns, clients and the demo logins. */
import type { CampaignTypeName, RoleName } from "../schema.js";

export interface TeamPlan {
  readonly key: string;
  readonly title: string;
  readonly parent: string | null;
  readonly role: RoleName;
  /** Countries its submissions come from. */
  readonly countries: readonly string[];
  /** Field players (reps or call-centre agents) in the team. */
  readonly fieldPlayers: number;
  readonly restrictions?: readonly string[];
  readonly permissions?: readonly string[];
}

export const TEAMS: readonly TeamPlan[] = [
  {
    key: "root",
    title: "Canvass HQ",
    parent: null,
    role: "root",
    countries: ["US"],
    fieldPlayers: 0,
  },
  {
    key: "ops",
    title: "Operations",
    parent: "root",
    role: "admin",
    countries: ["US"],
    fieldPlayers: 0,
  },
  {
    key: "na",
    title: "North America Field",
    parent: "root",
    role: "manager",
    countries: ["CA", "US"],
    fieldPlayers: 0,
    restrictions: ["norunexports"],
    permissions: ["norunexports"],
  },
  {
    key: "eu",
    title: "Europe Field",
    parent: "root",
    role: "manager",
    countries: ["GB", "FR", "ES"],
    fieldPlayers: 0,
  },
  {
    key: "apac",
    title: "Asia Pacific Field",
    parent: "root",
    role: "manager",
    countries: ["SG", "IN"],
    fieldPlayers: 0,
  },
  {
    key: "latam",
    title: "Latin America Field",
    parent: "root",
    role: "manager",
    countries: ["PE"],
    fieldPlayers: 0,
  },
  {
    key: "toronto",
    title: "Toronto Downtown",
    parent: "na",
    role: "rep",
    countries: ["CA"],
    fieldPlayers: 5,
  },
  {
    key: "vancouver",
    title: "Vancouver West",
    parent: "na",
    role: "rep",
    countries: ["CA"],
    fieldPlayers: 4,
  },
  {
    key: "newyork",
    title: "New York Metro",
    parent: "na",
    role: "rep",
    countries: ["US"],
    fieldPlayers: 5,
    restrictions: ["nosublocation"],
  },
  {
    key: "london",
    title: "London Central",
    parent: "eu",
    role: "rep",
    countries: ["GB"],
    fieldPlayers: 4,
  },
  {
    key: "paris",
    title: "Paris Rive Gauche",
    parent: "eu",
    role: "rep",
    countries: ["FR"],
    fieldPlayers: 3,
  },
  {
    key: "madrid",
    title: "Madrid Centro",
    parent: "eu",
    role: "rep",
    countries: ["ES"],
    fieldPlayers: 3,
  },
  {
    key: "singapore",
    title: "Singapore Marina",
    parent: "apac",
    role: "rep",
    countries: ["SG"],
    fieldPlayers: 3,
  },
  {
    key: "mumbai",
    title: "Mumbai Central",
    parent: "apac",
    role: "rep",
    countries: ["IN"],
    fieldPlayers: 3,
  },
  {
    key: "lima",
    title: "Lima Miraflores",
    parent: "latam",
    role: "rep",
    countries: ["PE"],
    fieldPlayers: 3,
  },
  {
    key: "callcentre",
    title: "Remote Call Centre",
    parent: "ops",
    role: "callcenter",
    countries: ["US", "CA", "GB"],
    fieldPlayers: 5,
    restrictions: ["nosubpay"],
  },
  {
    key: "digital",
    title: "Digital Giving",
    parent: "ops",
    role: "admin",
    countries: ["US", "CA", "GB", "FR", "ES", "SG", "IN", "PE"],
    fieldPlayers: 0,
  },
  {
    key: "partners",
    title: "Client Partners",
    parent: "root",
    role: "client",
    countries: ["US"],
    fieldPlayers: 0,
    restrictions: ["nosubpay", "nosubdetails"],
  },
];

export interface CampaignPlan {
  readonly key: string;
  readonly title: string;
  readonly type: CampaignTypeName;
  /** Teams working on it (team keys). */
  readonly teams: readonly string[];
  /** How much of the submission volume it gets, relative to the others. */
  readonly weight: number;
  /** The campaign's tasks (raw processes). */
  readonly tasks: readonly string[];
}

const FIELD_NA = ["toronto", "vancouver", "newyork"];
const FIELD_EU = ["london", "paris", "madrid"];
const FIELD_AP = ["singapore", "mumbai"];

/** Twelve campaigns, four of each type. Every setting but `type` is the creation default. */
export const CAMPAIGNS: readonly CampaignPlan[] = [
  {
    key: "winter",
    title: "Winter Appeal",
    type: "in-person",
    teams: [...FIELD_NA, ...FIELD_EU],
    weight: 14,
    tasks: ["sendReceipt", "crmPush"],
  },
  {
    key: "water",
    title: "Clean Water Doorstep",
    type: "in-person",
    teams: [...FIELD_AP, "lima", "newyork"],
    weight: 10,
    tasks: ["sendReceipt"],
  },
  {
    key: "street",
    title: "Street Fundraising Spring",
    type: "in-person",
    teams: [...FIELD_EU, "toronto"],
    weight: 10,
    tasks: ["sendReceipt", "welcomeEmail"],
  },
  {
    key: "events",
    title: "Community Events Tour",
    type: "in-person",
    teams: ["vancouver", "lima", "mumbai"],
    weight: 6,
    tasks: [],
  },
  {
    key: "online",
    title: "Online Giving",
    type: "self-serve",
    teams: ["digital"],
    weight: 12,
    tasks: ["sendReceipt"],
  },
  {
    key: "giving-tuesday",
    title: "Giving Tuesday",
    type: "self-serve",
    teams: ["digital"],
    weight: 5,
    tasks: ["sendReceipt", "thankYouSms"],
  },
  {
    key: "emergency",
    title: "Emergency Relief Fund",
    type: "self-serve",
    teams: ["digital"],
    weight: 7,
    tasks: ["sendReceipt"],
  },
  {
    key: "legacy",
    title: "Legacy Pledges",
    type: "self-serve",
    teams: ["digital"],
    weight: 2,
    tasks: [],
  },
  {
    key: "phone-drive",
    title: "Phone Drive",
    type: "voip",
    teams: ["callcentre"],
    weight: 9,
    tasks: ["sendReceipt"],
  },
  {
    key: "reactivation",
    title: "Lapsed Donor Reactivation",
    type: "voip",
    teams: ["callcentre"],
    weight: 6,
    tasks: ["crmPush"],
  },
  {
    key: "upgrade",
    title: "Monthly Upgrade Calls",
    type: "voip",
    teams: ["callcentre"],
    weight: 5,
    tasks: [],
  },
  {
    key: "welcome",
    title: "Welcome Calls",
    type: "voip",
    teams: ["callcentre"],
    weight: 4,
    tasks: ["welcomeEmail"],
  },
];

export interface ClientPlan {
  readonly key: string;
  readonly name: string;
  readonly restrictions: readonly string[];
  readonly campaigns: readonly string[];
}

export const CLIENTS: readonly ClientPlan[] = [
  {
    key: "acme",
    name: "Acme Relief",
    restrictions: ["nosubpay", "nosubdetails"],
    campaigns: ["winter", "online", "phone-drive"],
  },
  {
    key: "northwind",
    name: "Northwind Foundation",
    restrictions: ["nosubpay"],
    campaigns: ["water", "emergency"],
  },
  {
    key: "globe",
    name: "Globe Aid",
    restrictions: [],
    campaigns: ["street", "events", "reactivation", "upgrade"],
  },
];

export interface UserPlan {
  readonly username: string;
  readonly firstname: string;
  readonly lastname: string;
  readonly role: RoleName;
  readonly team: string;
  readonly client?: string;
  /** Printed at start so staff can sign in. */
  readonly demo: boolean;
  readonly totp?: boolean;
  /**
   * The user's own start page (metadata `homepage`, which wins over the team's and the role's).
   * One named user that is not a demo login has one, to show the override; the demo logins land
   * on their role's home (spec §2).
   */
  readonly homepage?: string;
}

/** The named users; field players (reps, call-centre agents) are generated per team. */
export const USERS: readonly UserPlan[] = [
  { username: "root", firstname: "Rita", lastname: "Root", role: "root", team: "root", demo: true },
  {
    username: "admin",
    firstname: "Sam",
    lastname: "Admin",
    role: "admin",
    team: "ops",
    demo: true,
  },
  {
    username: "admin2fa",
    firstname: "Tess",
    lastname: "Factor",
    role: "admin",
    team: "ops",
    demo: true,
    totp: true,
  },
  {
    username: "manager",
    firstname: "Mona",
    lastname: "Manager",
    role: "manager",
    team: "na",
    demo: true,
  },
  {
    username: "manager.eu",
    firstname: "Eric",
    lastname: "Europa",
    role: "manager",
    team: "eu",
    demo: false,
    homepage: "/tree",
  },
  {
    username: "manager.apac",
    firstname: "Asha",
    lastname: "Pacific",
    role: "manager",
    team: "apac",
    demo: false,
  },
  {
    username: "manager.latam",
    firstname: "Luis",
    lastname: "Andes",
    role: "manager",
    team: "latam",
    demo: false,
  },
  {
    username: "client",
    firstname: "Carl",
    lastname: "Client",
    role: "client",
    team: "partners",
    client: "acme",
    demo: true,
  },
  {
    username: "client.northwind",
    firstname: "Nina",
    lastname: "Wind",
    role: "client",
    team: "partners",
    client: "northwind",
    demo: false,
  },
  {
    username: "callcenter",
    firstname: "Cleo",
    lastname: "Caller",
    role: "callcenter",
    team: "callcentre",
    demo: true,
  },
  { username: "rep", firstname: "Remy", lastname: "Rep", role: "rep", team: "toronto", demo: true },
];

/** The password of each demo login (and of every generated player of that role). */
export function demoPassword(role: RoleName): string {
  return `canvass-${role}-demo`;
}

/** The TOTP secret (RFC 4648 base32) of the demo user with two-factor sign-in. */
export const DEMO_TOTP_SECRET = "JBSWY3DPEHPK3PXPCANVASSDEMO2FAAA";
