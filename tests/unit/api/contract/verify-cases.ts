import type { Infer } from 'superstruct';
import {
  BatchCertificateList,
  CertificateCheckSchema,
  CertificateValiditySchema,
  IssuedCertificatesSchema,
  ReadyCertificatesSchema,
  RevokedSchema,
  type RevokeCertificateBody,
} from '../../../../src/core/api/schemas/verify';
import { VERIFY_CODE } from '../../../../demo/api/features/verify/ids';
import { type Contracts, schemaCheck } from './support';

// The verify routes: the public check of a certificate by code, and a trainer's revocation.

const BODY = { reason: 'Issued to the wrong person.' } satisfies Infer<typeof RevokeCertificateBody>;

const revoke = (no: string, as: 'trainer' | 'learner', body: unknown = BODY) => ({
  method: 'POST' as const,
  path: `verify/revoke/${no}`,
  as,
  body,
});

const setValidity = (no: string, as: 'trainer' | 'learner', body: unknown) => ({
  method: 'PUT' as const,
  path: `verify/validity/${no}`,
  as,
  body,
});

export const CONTRACTS: Contracts = {
  'GET verify/certificate/{code}': {
    cases: [
      {
        title: 'a valid certificate, without signing in',
        status: 200,
        call: { path: `verify/certificate/${VERIFY_CODE.valid}` },
        client: schemaCheck(CertificateCheckSchema),
      },
      {
        title: 'an expired one',
        status: 200,
        call: { path: `verify/certificate/${VERIFY_CODE.expired}` },
        client: schemaCheck(CertificateCheckSchema),
      },
      {
        title: 'a revoked one',
        status: 200,
        call: { path: `verify/certificate/${VERIFY_CODE.revoked}` },
        client: schemaCheck(CertificateCheckSchema),
      },
      { title: 'an unknown code', status: 404, call: { path: `verify/certificate/${VERIFY_CODE.unknown}` } },
      { title: 'a malformed code', status: 404, call: { path: 'verify/certificate/CERT-2405-0001' } },
      { title: "a ready certificate's code", status: 404, call: { path: `verify/certificate/${VERIFY_CODE.ready}` } },
    ],
  },
  'GET verify/batch/{batchNo}': {
    cases: [
      {
        title: "a trainer's batch",
        status: 200,
        call: { path: 'verify/batch/2405', as: 'trainer' },
        client: schemaCheck(BatchCertificateList),
      },
      { title: 'a batch the caller does not teach', status: 404, call: { path: 'verify/batch/2405', as: 'learner' } },
      { title: 'a malformed number', status: 404, call: { path: 'verify/batch/abc', as: 'trainer' } },
    ],
  },
  'GET verify/batch/{batchNo}/ready': {
    cases: [
      {
        title: "a trainer's batch with a ready certificate",
        status: 200,
        call: { path: 'verify/batch/2405/ready', as: 'trainer' },
        client: schemaCheck(ReadyCertificatesSchema),
      },
      {
        title: 'a batch the caller does not teach',
        status: 404,
        call: { path: 'verify/batch/2405/ready', as: 'learner' },
      },
    ],
  },
  'POST verify/batch/{batchNo}/issue': {
    cases: [
      {
        title: 'a trainer of the batch issues its ready certificates',
        status: 200,
        call: { method: 'POST', path: 'verify/batch/2405/issue', as: 'trainer' },
        client: schemaCheck(IssuedCertificatesSchema),
      },
      {
        title: 'a batch the caller does not teach',
        status: 404,
        call: { method: 'POST', path: 'verify/batch/2405/issue', as: 'learner' },
      },
    ],
  },
  'POST verify/revoke/{certificateNo}': {
    cases: [
      {
        title: 'a trainer of the batch revokes',
        status: 200,
        call: revoke('CERT-2406-0001', 'trainer'),
        client: schemaCheck(RevokedSchema),
      },
      { title: 'already revoked', status: 409, call: revoke('CERT-2405-0104', 'trainer') },
      { title: 'a blank reason', status: 422, call: revoke('CERT-2405-0001', 'trainer', { reason: '   ' }) },
      {
        title: 'a reason too long',
        status: 422,
        call: revoke('CERT-2405-0001', 'trainer', { reason: 'x'.repeat(501) }),
      },
      { title: 'not a trainer of the batch', status: 404, call: revoke('CERT-2405-0001', 'learner') },
      { title: 'an unknown number', status: 404, call: revoke('CERT-9999-0001', 'trainer') },
    ],
  },
  'GET verify/validity/{batchNo}': {
    cases: [
      {
        title: "a trainer's batch",
        status: 200,
        call: { path: 'verify/validity/2405', as: 'trainer' },
        client: schemaCheck(CertificateValiditySchema),
      },
      {
        title: 'a batch the caller does not teach',
        status: 404,
        call: { path: 'verify/validity/2405', as: 'learner' },
      },
    ],
  },
  'PUT verify/validity/{batchNo}': {
    cases: [
      {
        title: 'a trainer of the batch sets months',
        status: 200,
        call: setValidity('2405', 'trainer', { validity_months: 12 }),
        client: schemaCheck(CertificateValiditySchema),
      },
      {
        title: 'never expires',
        status: 200,
        call: setValidity('2405', 'trainer', { validity_months: null }),
        client: schemaCheck(CertificateValiditySchema),
      },
      { title: 'out of range', status: 422, call: setValidity('2405', 'trainer', { validity_months: 121 }) },
      { title: 'missing', status: 422, call: setValidity('2405', 'trainer', {}) },
      {
        title: 'not a trainer of the batch',
        status: 404,
        call: setValidity('2405', 'learner', { validity_months: 6 }),
      },
    ],
  },
};
