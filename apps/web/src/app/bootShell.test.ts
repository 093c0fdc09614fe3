/**
 * The static first paint in index.html (issue 15 §3) says what the login screen says: the product
 * name, the UAT marker and the sign-in hint, so nothing changes wording when React takes over.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOGIN_TEXT } from '../features/login/texts';
import { SHELL_TEXT } from './texts';

const html = fs.readFileSync(path.resolve(__dirname, '../../index.html'), 'utf8');
const shell = /<div id="root">([\s\S]*?)<\/div>\s*<script/.exec(html)?.[1] ?? '';

describe('index.html boot shell', () => {
  it('paints the login card title, UAT marker and hint with the login screen texts', () => {
    expect(shell).toContain(`<h1>${SHELL_TEXT.productName}</h1>`);
    expect(shell).toContain(`<span class="boot-badge">${SHELL_TEXT.uat}</span>`);
    expect(shell).toContain(`<p>${LOGIN_TEXT.signInHint}</p>`);
  });

  it('holds no form field or button, so nothing can be typed or submitted before the app runs', () => {
    expect(shell).not.toMatch(/<(form|input|button)\b/);
  });
});
