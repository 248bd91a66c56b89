import { NextResponse, type NextRequest } from 'next/server';

/** The elements call `<page origin>/backend/…`: forwarded to the academy's API, read when the server starts. */
export function proxy(request: NextRequest) {
  const api = process.env.ACADEMY_API ?? 'http://localhost:4173';
  return NextResponse.rewrite(new URL(`${request.nextUrl.pathname}${request.nextUrl.search}`, api));
}

export const config = { matcher: '/backend/:path*' };
