import { z } from 'zod';
import { textField } from './fields.ts';
import { defineRoute } from './route.ts';

/** A player marker: letters, digits and `_ . : -`, up to 64 characters (§3 playerMarkers). */
export const MARKER_MAX_LENGTH = 64;
export const MARKERS_MAX_COUNT = 200;
export const markerField = z
  .string()
  .trim()
  .min(1)
  .max(MARKER_MAX_LENGTH)
  .regex(/^[\w.:-]+$/);
export const playerMarkersResponse = z.object({
  playerMarkers: z.array(z.object({ playerMarker: z.string() })),
});

/** Adds a marker (adding one already set changes nothing); more than MARKERS_MAX_COUNT: MARKER_LIMIT. */
export const markerAddRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/add',
  auth: 'player',
  body: z.object({ marker: markerField }),
  response: playerMarkersResponse,
});

/** `markers` as a JSON array, repeated form fields, or one comma-separated string. */
export const markerAddAllRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/addAll',
  auth: 'player',
  body: z.object({
    markers: z
      .union([z.array(textField(MARKER_MAX_LENGTH * 2)).max(MARKERS_MAX_COUNT), textField(20_000)])
      .transform((v) => (Array.isArray(v) ? v : v.split(',')))
      .pipe(z.array(markerField).max(MARKERS_MAX_COUNT)),
  }),
  response: playerMarkersResponse,
});

export const markerRemoveRoute = defineRoute({
  method: 'POST',
  path: '/api/marker/remove',
  auth: 'player',
  body: z.object({ marker: markerField }),
  response: playerMarkersResponse,
});
