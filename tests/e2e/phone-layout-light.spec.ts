import { describePhoneLayout } from './support/phone-layout.ts';

// Issue 27's sweep in the light theme (the checks are in support/phone-layout.ts).
describePhoneLayout('light');
