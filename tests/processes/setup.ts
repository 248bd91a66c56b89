import { afterAll } from 'vitest';
import { stopAllServers } from './server-process';

// Each process test file ends its servers, however its tests ended (this module loads once per file: isolated).
afterAll(stopAllServers);
