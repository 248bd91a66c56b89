import { resolve } from 'node:path';
import { createDataModel } from './data-model';
import { SEED_PASSWORD } from './features/auth/seed';
import { FEATURES } from './features/index';
import { Store } from './store';

// CLI (`npm run api:reset`): replaces the API's data file with fresh seed data.
const file = resolve(process.env.ACADEMY_DATA_FILE ?? '.data/api.json');
const store = new Store(file, createDataModel(FEATURES), Date.now);
store.reseed();
await store.flush();
console.log(`[api] seeded ${file} (users learner, trainer, both, newcomer; password ${SEED_PASSWORD})`);
