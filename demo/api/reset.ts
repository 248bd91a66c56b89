import { resolve } from 'node:path';
import { SEED_PASSWORD } from './seed';
import { Store } from './store';

// CLI (`npm run api:reset`): replaces the API's data file with fresh seed data.
const file = resolve(process.env.ACADEMY_DATA_FILE ?? '.data/api.json');
new Store(file, Date.now).reseed();
console.log(`[api] seeded ${file} (users learner, trainer, both, newcomer; password ${SEED_PASSWORD})`);
