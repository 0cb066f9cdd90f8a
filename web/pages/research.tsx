import { mount } from '../lib/layout.tsx';
import { ResearchPage } from '../research/ResearchPage.tsx';

mount(() => <ResearchPage />);
