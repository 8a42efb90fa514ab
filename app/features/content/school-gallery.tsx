import { SCHOOL_GALLERY } from "~/config/constants";
import { tramplinText } from "~/i18n/tramplin";
import { useT } from "~/i18n/use-language";
import { Carousel } from "~/ui/carousel";

/** Path of one gallery image in public/images/tramplin. */
export function galleryImageSrc(key: (typeof SCHOOL_GALLERY.images)[number]): string {
  return `${SCHOOL_GALLERY.basePath}/${key}.svg`;
}

/** The school's illustrations, one and a bit per view on phones, two on wider screens. */
export function SchoolGallery() {
  const t = useT(tramplinText).gallery;
  return (
    <Carousel labels={t.labels} slideClassName="basis-[88%] sm:basis-1/2">
      {SCHOOL_GALLERY.images.map((key, index) => (
        <img
          key={key}
          src={galleryImageSrc(key)}
          alt={t.images[key]}
          width={SCHOOL_GALLERY.width}
          height={SCHOOL_GALLERY.height}
          loading={index < 2 ? "eager" : "lazy"}
          decoding="async"
          draggable={false}
          className="aspect-[4/3] w-full rounded-xl bg-zinc-900 object-cover select-none"
        />
      ))}
    </Carousel>
  );
}
