// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { againOnUniqueViolation, isUniqueViolation } from '../../../demo/api/db/errors';

// The one retry a unique index asks for: a lost race to insert the same row is decided again, once; nothing else is.

const uniqueViolation = () =>
  Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });

describe('againOnUniqueViolation', () => {
  it('runs the decision once more after a unique violation, also when the driver wraps it as a cause', async () => {
    for (const error of [uniqueViolation(), new Error('query failed', { cause: uniqueViolation() })]) {
      expect(isUniqueViolation(error)).toBe(true);
      const decide = vi.fn().mockRejectedValueOnce(error).mockResolvedValueOnce('second');
      await expect(againOnUniqueViolation(decide)).resolves.toBe('second');
      expect(decide).toHaveBeenCalledTimes(2);
    }
  });

  it('passes any other failure, and a second violation, straight on', async () => {
    const other = vi.fn().mockRejectedValue(new Error('connection lost'));
    await expect(againOnUniqueViolation(other)).rejects.toThrow('connection lost');
    expect(other).toHaveBeenCalledTimes(1);
    const twice = vi.fn().mockRejectedValue(uniqueViolation());
    await expect(againOnUniqueViolation(twice)).rejects.toThrow('duplicate key');
    expect(twice).toHaveBeenCalledTimes(2);
  });
});
