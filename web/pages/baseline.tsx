import { mount } from '../lib/layout.tsx';
import { BaselinePage } from '../research/BaselinePage.tsx';

mount(() => <BaselinePage />);
