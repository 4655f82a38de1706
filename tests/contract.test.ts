// The contract test (docs/architecture.md, "Tests"): every operation of the served OpenAPI document is called
// for real on a running app, with a valid input made from the document itself, through the REST
// door and the tRPC door, each call in identity, gzip and br; every answer is validated against
// what the document declares (status, headers, body, with ajv), and every declared error that
// can be provoked generically is provoked. The engine is tests/contract/engine.ts; what an operation
// needs beyond its declaration is its fixtures, one file per server module in tests/contract/fixtures/.
// A new operation fails until its module's fixtures name it ({} when the document says enough).
import { afterAll } from 'vitest';
import { runContract, startContract } from './contract/engine.js';
import { audit } from './contract/fixtures/audit.js';
import { auth } from './contract/fixtures/auth.js';
import { events } from './contract/fixtures/events.js';
import { join } from './contract/fixtures/join.js';
import { magazine } from './contract/fixtures/magazine.js';
import { newsletterSubscriptions } from './contract/fixtures/newsletter-subscriptions.js';
import { checkIn } from './contract/fixtures/check-in.js';
import { newsletters } from './contract/fixtures/newsletters.js';
import { profiles } from './contract/fixtures/profiles.js';
import { registrations } from './contract/fixtures/registrations.js';
import { search } from './contract/fixtures/search.js';
import { site } from './contract/fixtures/site.js';
import { staff } from './contract/fixtures/staff.js';
import { system } from './contract/fixtures/system.js';
import { team } from './contract/fixtures/team.js';
import { terms } from './contract/fixtures/terms.js';
import { uploads } from './contract/fixtures/uploads.js';

const t = await startContract();
afterAll(async () => t.close());

runContract({
  audit,
  auth,
  events,
  join,
  magazine,
  newsletterSubscriptions,
  newsletters,
  checkIn,
  profiles,
  registrations,
  search,
  site,
  staff,
  system,
  team,
  terms,
  uploads,
});
