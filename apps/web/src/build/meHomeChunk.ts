/**
 * My Sahod Home's chunk (issue 24 §3: Lighthouse mobile on /me after sign-in). A signed-in phone
 * opening /me needs the signed-in frame (app/AppLayout.tsx) and Home (features/me/MeHomePage.tsx)
 * with everything they import beyond the entry; Rolldown's automatic splitting cut that into about
 * 35 files (shared schema modules, small Mantine pieces), each a request, and a slow connection
 * carries 6 at a time. This group puts the two and their dependencies in one file. Screens that
 * share a module with them load it from here: every signed-in screen loads the frame anyway.
 */
import type { CodeSplittingGroup } from 'rolldown';

export const meHomeChunk: CodeSplittingGroup = {
  name: 'me-home',
  test: /[\\/]src[\\/](app[\\/]AppLayout|features[\\/]me[\\/]MeHomePage)\.tsx$/,
};
