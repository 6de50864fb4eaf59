/**
 * The Lucide icons the storefront and the retreat show, each prebuilt (./prebuilt.ts). Import
 * icons from here, not from 'lucide-react': an icon missing here is added here. Each line is
 * marked pure, so a remote bundles only the icons it uses.
 */
import {
  ArrowDown as LucideArrowDown,
  ArrowLeft as LucideArrowLeft,
  ArrowRight as LucideArrowRight,
  Award as LucideAward,
  BadgeIndianRupee as LucideBadgeIndianRupee,
  BedDouble as LucideBedDouble,
  Binoculars as LucideBinoculars,
  CalendarDays as LucideCalendarDays,
  Camera as LucideCamera,
  CarFront as LucideCarFront,
  Check as LucideCheck,
  ChevronDown as LucideChevronDown,
  ChevronLeft as LucideChevronLeft,
  ChevronRight as LucideChevronRight,
  CircleAlert as LucideCircleAlert,
  CircleCheck as LucideCircleCheck,
  CirclePlay as LucideCirclePlay,
  CircleX as LucideCircleX,
  Clock as LucideClock,
  Compass as LucideCompass,
  CreditCard as LucideCreditCard,
  Headset as LucideHeadset,
  Hotel as LucideHotel,
  ImageOff as LucideImageOff,
  Info as LucideInfo,
  Leaf as LucideLeaf,
  LockKeyhole as LucideLockKeyhole,
  Mail as LucideMail,
  Map as LucideMap,
  MapPin as LucideMapPin,
  Menu as LucideMenu,
  MessageCircle as LucideMessageCircle,
  Minus as LucideMinus,
  Package as LucidePackage,
  Phone as LucidePhone,
  PhoneCall as LucidePhoneCall,
  PiggyBank as LucidePiggyBank,
  Plane as LucidePlane,
  Plus as LucidePlus,
  RefreshCw as LucideRefreshCw,
  RotateCcw as LucideRotateCcw,
  Route as LucideRoute,
  Search as LucideSearch,
  Send as LucideSend,
  ShieldCheck as LucideShieldCheck,
  SlidersHorizontal as LucideSlidersHorizontal,
  Sparkles as LucideSparkles,
  Stamp as LucideStamp,
  Star as LucideStar,
  Users as LucideUsers,
  Utensils as LucideUtensils,
  Wallet as LucideWallet,
  X as LucideX,
} from 'lucide-react';
import { prebuilt } from './prebuilt';

export type { LucideIcon, LucideProps } from 'lucide-react';

export const ArrowDown = /* @__PURE__ */ prebuilt(LucideArrowDown);
export const ArrowLeft = /* @__PURE__ */ prebuilt(LucideArrowLeft);
export const ArrowRight = /* @__PURE__ */ prebuilt(LucideArrowRight);
export const Award = /* @__PURE__ */ prebuilt(LucideAward);
export const BadgeIndianRupee = /* @__PURE__ */ prebuilt(LucideBadgeIndianRupee);
export const BedDouble = /* @__PURE__ */ prebuilt(LucideBedDouble);
export const Binoculars = /* @__PURE__ */ prebuilt(LucideBinoculars);
export const CalendarDays = /* @__PURE__ */ prebuilt(LucideCalendarDays);
export const Camera = /* @__PURE__ */ prebuilt(LucideCamera);
export const CarFront = /* @__PURE__ */ prebuilt(LucideCarFront);
export const Check = /* @__PURE__ */ prebuilt(LucideCheck);
export const ChevronDown = /* @__PURE__ */ prebuilt(LucideChevronDown);
export const ChevronLeft = /* @__PURE__ */ prebuilt(LucideChevronLeft);
export const ChevronRight = /* @__PURE__ */ prebuilt(LucideChevronRight);
export const CircleAlert = /* @__PURE__ */ prebuilt(LucideCircleAlert);
export const CircleCheck = /* @__PURE__ */ prebuilt(LucideCircleCheck);
export const CirclePlay = /* @__PURE__ */ prebuilt(LucideCirclePlay);
export const CircleX = /* @__PURE__ */ prebuilt(LucideCircleX);
export const Clock = /* @__PURE__ */ prebuilt(LucideClock);
export const Compass = /* @__PURE__ */ prebuilt(LucideCompass);
export const CreditCard = /* @__PURE__ */ prebuilt(LucideCreditCard);
export const Headset = /* @__PURE__ */ prebuilt(LucideHeadset);
export const Hotel = /* @__PURE__ */ prebuilt(LucideHotel);
export const ImageOff = /* @__PURE__ */ prebuilt(LucideImageOff);
export const Info = /* @__PURE__ */ prebuilt(LucideInfo);
export const Leaf = /* @__PURE__ */ prebuilt(LucideLeaf);
export const LockKeyhole = /* @__PURE__ */ prebuilt(LucideLockKeyhole);
export const Mail = /* @__PURE__ */ prebuilt(LucideMail);
export const MapIcon = /* @__PURE__ */ prebuilt(LucideMap);
export const MapPin = /* @__PURE__ */ prebuilt(LucideMapPin);
export const Menu = /* @__PURE__ */ prebuilt(LucideMenu);
export const MessageCircle = /* @__PURE__ */ prebuilt(LucideMessageCircle);
export const Minus = /* @__PURE__ */ prebuilt(LucideMinus);
export const PackageIcon = /* @__PURE__ */ prebuilt(LucidePackage);
export const Phone = /* @__PURE__ */ prebuilt(LucidePhone);
export const PhoneCall = /* @__PURE__ */ prebuilt(LucidePhoneCall);
export const PiggyBank = /* @__PURE__ */ prebuilt(LucidePiggyBank);
export const Plane = /* @__PURE__ */ prebuilt(LucidePlane);
export const Plus = /* @__PURE__ */ prebuilt(LucidePlus);
export const RefreshCw = /* @__PURE__ */ prebuilt(LucideRefreshCw);
export const RotateCcw = /* @__PURE__ */ prebuilt(LucideRotateCcw);
export const Route = /* @__PURE__ */ prebuilt(LucideRoute);
export const Search = /* @__PURE__ */ prebuilt(LucideSearch);
export const Send = /* @__PURE__ */ prebuilt(LucideSend);
export const ShieldCheck = /* @__PURE__ */ prebuilt(LucideShieldCheck);
export const SlidersHorizontal = /* @__PURE__ */ prebuilt(LucideSlidersHorizontal);
export const Sparkles = /* @__PURE__ */ prebuilt(LucideSparkles);
export const Stamp = /* @__PURE__ */ prebuilt(LucideStamp);
export const Star = /* @__PURE__ */ prebuilt(LucideStar);
export const Users = /* @__PURE__ */ prebuilt(LucideUsers);
export const Utensils = /* @__PURE__ */ prebuilt(LucideUtensils);
export const Wallet = /* @__PURE__ */ prebuilt(LucideWallet);
export const X = /* @__PURE__ */ prebuilt(LucideX);
