/**
 * All of Mantine's styles (core and dates), about 330 KB: loaded with every screen's chunk but My
 * Sahod Home's (routes.tsx). The frame and Home import only the styles of the components they show,
 * so a phone's first paint of Home does not wait for (nor recalculate) styles it does not use
 * (issue 24 §3).
 */
import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
