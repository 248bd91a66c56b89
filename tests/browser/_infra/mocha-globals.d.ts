// Browser tests run under WTR's mocha, whose describe/it/before… are globals (tsconfig `types` lists only node and vite).
/// <reference types="mocha" />
