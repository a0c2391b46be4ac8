import AssignmentIcon from '@mui/icons-material/Assignment';
import ExtensionIcon from '@mui/icons-material/Extension';
import OndemandVideoIcon from '@mui/icons-material/OndemandVideo';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import QuizIcon from '@mui/icons-material/Quiz';
import SlideshowIcon from '@mui/icons-material/Slideshow';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ActivityKind } from '@core/learning/courseDocument';

/** Each activity kind's icon (its name is the catalog's learner.kinds.<kind>). */
export const KIND_ICONS: Record<ActivityKind, SvgIconComponent> = {
  quiz: QuizIcon,
  pdf: PictureAsPdfIcon,
  scorm: ExtensionIcon,
  pptx: SlideshowIcon,
  video: OndemandVideoIcon,
  ojt: AssignmentIcon,
};
