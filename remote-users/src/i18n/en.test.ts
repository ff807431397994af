// Key leak guard: every key the source uses has English here (see englishKeys).
import { describeEnglishKeys } from '@ottilia/shared-ui/testing';
import path from 'node:path';
import { en } from './en';

describeEnglishKeys('users', path.join(__dirname, '..'), en, 20);
