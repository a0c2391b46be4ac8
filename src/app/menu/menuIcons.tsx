import Article from '@mui/icons-material/Article';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Business from '@mui/icons-material/Business';
import CalendarMonth from '@mui/icons-material/CalendarMonth';
import CardMembership from '@mui/icons-material/CardMembership';
import Dashboard from '@mui/icons-material/Dashboard';
import Event from '@mui/icons-material/Event';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Forum from '@mui/icons-material/Forum';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Payments from '@mui/icons-material/Payments';
import Queue from '@mui/icons-material/Queue';
import Person from '@mui/icons-material/Person';
import Mail from '@mui/icons-material/Mail';
import PersonSearch from '@mui/icons-material/PersonSearch';
import RateReview from '@mui/icons-material/RateReview';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/School';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import VideoLibrary from '@mui/icons-material/VideoLibrary';
import Work from '@mui/icons-material/Work';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { SvgIconComponent } from '@mui/icons-material';

/**
 * The icons schemas/menus.json names, imported one by one: importing the whole icon set by name at run time
 * would put thousands of icons in the bundle. A unit test checks that every icon the file names is here.
 */
export const MENU_ICONS: Record<string, SvgIconComponent> = {
  Article,
  AssignmentTurnedIn,
  Business,
  CalendarMonth,
  CardMembership,
  Dashboard,
  Event,
  EventNote,
  FactCheck,
  Forum,
  Groups,
  Insights,
  Mail,
  Payments,
  Queue,
  Person,
  PersonSearch,
  RateReview,
  ReceiptLong,
  School,
  VerifiedUser,
  VideoLibrary,
  Work,
  WorkspacePremium,
};
